/**
 * CPU seconds of the server's processes while the list-matching file runs: with other work on
 * the machine, the wall time of the file says little, but the CPU each process spent on it says
 * how the work was shared (read from Linux's /proc; elsewhere the figures are left out).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 nearly everywhere). */
function ticksPerSecond(): number {
  const answer = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout);
  return Number.isFinite(answer) && answer > 0 ? answer : 100;
}

/** A process's parent and its user + system CPU in ticks, from /proc/<pid>/stat; null when it is gone. */
function stat(pid: number): { ppid: number; ticks: number } | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: the fields start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU seconds so far of the process `root` and of each of its children, by pid. */
export type CpuSnapshot = Map<number, { role: string; seconds: number }>;

export function serverCpu(root: number): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  if (!existsSync('/proc/self/stat')) return snapshot;
  const hz = ticksPerSecond();
  const own = stat(root);
  if (own) snapshot.set(root, { role: 'primary', seconds: own.ticks / hz });
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.ppid === root) snapshot.set(Number(entry), { role: 'worker', seconds: child.ticks / hz });
  }
  return snapshot;
}

export interface ProcessCpu {
  role: string;
  pid: number;
  seconds: number;
}

/** What each process spent between two snapshots (a process started meanwhile counts from zero). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): ProcessCpu[] {
  return [...after].map(([pid, { role, seconds }]) => ({
    role,
    pid,
    seconds: seconds - (before.get(pid)?.seconds ?? 0),
  }));
}
