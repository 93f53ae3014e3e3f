/**
 * The primary process's own backups (BACKUP_EVERY, BACKUP_KEEP): in a thread at the imports'
 * niceness, the newest BACKUP_KEEP scheduled ones kept, never a backup taken by the command, and
 * nothing on PostgreSQL but one line in the log.
 */
import { mkdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupWorkerResult } from '../../src/backup/backup-worker';
import { listBackups } from '../../src/backup/folders';
import { nextBackupAt, runBackupThread, scheduleBackups } from '../../src/backup/schedule';
import { backupsFolder } from '../../src/backup/store-paths';
import { writeBackup } from '../../src/backup/write-backup';
import { loadConfig } from '../../src/config';
import { createInstall, entries, type TestInstall } from './install';

const HOUR_MS = 3_600_000;
/** Above Linux's highest process id (pid_max is at most 2^22): no process has it. */
const DEAD_PID = 4_194_305;

describe('scheduled backups', () => {
  let install: TestInstall;
  let parent: string;
  beforeAll(async () => {
    install = await createInstall();
    parent = backupsFolder(install.dataDir);
  });
  afterAll(() => install.remove());

  it('are written in a thread at the imports niceness and keep the newest N, never a command backup', async () => {
    const manual = await writeBackup(install.stores, parent, { takenBy: 'command' });
    const leftover = `.2020-01-01T00-00-00-000Z.partial-${DEAD_PID}`;
    mkdirSync(join(parent, leftover));
    const ownNiceness = getPriority();
    const results: BackupWorkerResult[] = [];
    for (let i = 0; i < 3; i++)
      results.push(await runBackupThread({ stores: install.stores, parent, keep: 2, nice: 10 }));
    const written = results.map((result) => {
      if (!result.ok) throw new Error(result.message);
      expect(result.nice).toBe(Math.max(ownNiceness, 10));
      return result.dir.split('/').at(-1)!;
    });
    // The thread lowered its own priority, not that of the thread that started it.
    expect(getPriority()).toBe(ownNiceness);
    expect(results[0]).toMatchObject({ removed: [leftover] });
    expect(results[2]).toMatchObject({ removed: [written[0]] });
    expect(listBackups(parent).map((backup) => [backup.name, backup.manifest.taken_by])).toEqual([
      [manual.dir.split('/').at(-1), 'command'],
      [written[1], 'schedule'],
      [written[2], 'schedule'],
    ]);
    expect(entries(parent).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('are due BACKUP_EVERY after the newest scheduled one, or at once when there is none or it is overdue', () => {
    const newest = listBackups(parent).at(-1)!;
    const created = Date.parse(newest.manifest.created_at);
    expect(nextBackupAt(parent, 24 * HOUR_MS, created + HOUR_MS)).toBe(created + 24 * HOUR_MS);
    expect(nextBackupAt(parent, HOUR_MS, created + 5 * HOUR_MS)).toBe(created + 5 * HOUR_MS);
    expect(nextBackupAt(join(install.dataDir, 'elsewhere'), HOUR_MS, 1234)).toBe(1234);
  });

  it('start with a backup at once when the install has none, and log it', async () => {
    const fresh = await createInstall();
    const lines: string[] = [];
    try {
      const config = loadConfig({ DATA_DIR: fresh.dataDir, BACKUP_EVERY: '24h', BACKUP_KEEP: '2' });
      const first = new Promise<BackupWorkerResult>((resolve) => {
        const schedule = scheduleBackups(
          config,
          (line) => lines.push(line),
          (result) => {
            schedule?.stop();
            resolve(result);
          },
        );
      });
      const result = await first;
      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(lines).toEqual([`scheduled backup written to ${(result as { dir: string }).dir}`]);
      expect(listBackups(backupsFolder(fresh.dataDir))).toHaveLength(1);
    } finally {
      fresh.remove();
    }
  });

  it('do nothing without BACKUP_EVERY, and on PostgreSQL say once that they cover nothing', () => {
    const lines: string[] = [];
    expect(scheduleBackups(loadConfig({ DATA_DIR: install.dataDir }), (line) => lines.push(line))).toBeNull();
    expect(lines).toEqual([]);
    const onPostgres = loadConfig({
      DATA_DIR: install.dataDir,
      DATABASE_URL: 'postgres://firmenradar:secret@127.0.0.1:5432/firmenradar',
      BACKUP_EVERY: '1h',
    });
    expect(scheduleBackups(onPostgres, (line) => lines.push(line))).toBeNull();
    expect(lines).toEqual([
      'BACKUP_EVERY is set, but the records live in PostgreSQL: the scheduled backup covers nothing. Back up PostgreSQL with pg_dump (docs/operations.md#backups).',
    ]);
  });
});
