import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = join(import.meta.dirname, 'priority.ts');

/** Runs lowerPriority(NICE) in a fresh process, then reads the niceness of a thread it starts after. */
const SCRIPT = `
(async () => {
  const { Worker } = require('node:worker_threads');
  const { lowerPriority } = await import(${JSON.stringify(MODULE)});
  const main = lowerPriority(Number(process.env.NICE));
  const worker = new Worker(
    "require('node:worker_threads').parentPort.postMessage(require('node:os').getPriority())",
    { eval: true },
  );
  worker.once('message', (thread) => {
    console.log(JSON.stringify({ main, thread }));
    worker.terminate();
  });
})();
`;

function run(nice: number, prefix: string[] = []) {
  const [command, ...args] = [...prefix, process.execPath, '--import', 'tsx', '-e', SCRIPT];
  const { status, stdout, stderr } = spawnSync(command!, args, {
    encoding: 'utf8',
    env: { ...process.env, NICE: String(nice) },
  });
  expect(stderr).toBe('');
  expect(status).toBe(0);
  return JSON.parse(stdout) as { main: number; thread: number };
}

describe('lowerPriority', () => {
  it('lowers the process to the given niceness, and threads started afterwards inherit it', () => {
    expect(run(7)).toEqual({ main: 7, thread: 7 });
  });

  it('never raises a priority that was already lower', () => {
    expect(run(7, ['nice', '-n', '15'])).toEqual({ main: 15, thread: 15 });
  });
});
