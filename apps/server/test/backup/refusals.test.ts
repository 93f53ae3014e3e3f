/**
 * What a backup and a restore refuse, each with one sentence and nothing half-done: a target
 * that cannot be written, a folder without a valid manifest, a file that does not match it, a
 * backup of a newer version. A refused restore leaves the install's files exactly as they were.
 */
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../../src/backup/manifest';
import { BackupError, type MessageKey } from '../../src/backup/messages';
import { restoreBackup } from '../../src/backup/restore';
import { type WrittenBackup, writeBackup } from '../../src/backup/write-backup';
import { createInstall, entries, storeState, type TestInstall } from './install';

/** The BackupError `work` throws (the test fails if it throws nothing or something else). */
function refusal(work: () => unknown): BackupError {
  try {
    work();
  } catch (error) {
    if (error instanceof BackupError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function refusalOf(work: () => Promise<unknown>): Promise<BackupError> {
  const error = await work().then(
    () => new Error('expected a refusal'),
    (thrown: unknown) => thrown,
  );
  if (error instanceof BackupError) return error;
  throw error;
}

describe('backup and restore refusals', () => {
  let install: TestInstall;
  let scratch: string;
  let backup: WrittenBackup;
  beforeAll(async () => {
    install = await createInstall();
    scratch = mkdtempSync(join(tmpdir(), 'fd-backup-scratch-'));
    backup = await writeBackup(install.stores, join(scratch, 'good'), { takenBy: 'command' });
  });
  afterAll(() => {
    install.remove();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A copy of the good backup, changed by `damage`, and the restore's refusal of it. */
  function refusedRestore(name: string, damage: (dir: string) => void): { key: MessageKey; text: string } {
    const dir = join(scratch, name);
    cpSync(backup.dir, dir, { recursive: true });
    damage(dir);
    const before = storeState(install.stores);
    const error = refusal(() => restoreBackup(dir, install.stores));
    expect(storeState(install.stores)).toEqual(before);
    expect(entries(install.dataDir).filter((entry) => entry.endsWith('.restoring'))).toEqual([]);
    return { key: error.key, text: error.text('en') };
  }

  const editManifest = (dir: string, edit: (manifest: Record<string, unknown>) => void) => {
    const path = join(dir, MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    edit(manifest);
    writeFileSync(path, JSON.stringify(manifest));
  };

  it('refuses a folder without a manifest, naming it', () => {
    const refused = refusedRestore('no-manifest', (dir) => rmSync(join(dir, MANIFEST_FILE)));
    expect(refused.key).toBe('manifest_missing');
    expect(refused.text).toContain('manifest.json is missing. Nothing was restored.');
    const missingFolder = refusal(() => restoreBackup(join(scratch, 'nowhere'), install.stores));
    expect(missingFolder.key).toBe('manifest_missing');
  });

  it('refuses a manifest that is not JSON, not ours, or names a path outside the folder', () => {
    expect(
      refusedRestore('garbage', (dir) => writeFileSync(join(dir, MANIFEST_FILE), '{"format":')).key,
    ).toBe('manifest_invalid');
    expect(
      refusedRestore('other-format', (dir) =>
        editManifest(dir, (manifest) => Object.assign(manifest, { version: 2 })),
      ).key,
    ).toBe('manifest_invalid');
    const escaping = refusedRestore('escaping', (dir) =>
      editManifest(dir, (manifest) => {
        (manifest.files as { name: string }[])[1]!.name = '../../accounts.sqlite';
      }),
    );
    expect(escaping.key).toBe('manifest_invalid');
    expect(escaping.text).toContain('files.1.name: a file name inside the backup folder');
  });

  it('refuses a file whose checksum or size differs from the manifest, or that is missing', () => {
    const flipped = refusedRestore('flipped', (dir) => {
      const fd = openSync(join(dir, 'accounts.sqlite'), 'r+');
      writeSync(fd, Buffer.from([0x5a]), 0, 1, 5000);
      closeSync(fd);
    });
    expect(flipped).toEqual({
      key: 'checksum_mismatch',
      text: "The SHA-256 checksum of accounts.sqlite differs from the manifest's: the backup is damaged. Nothing was restored.",
    });
    const truncated = refusedRestore('truncated', (dir) =>
      writeFileSync(
        join(dir, 'firmenradar.sqlite'),
        readFileSync(join(dir, 'firmenradar.sqlite')).subarray(0, 4096),
      ),
    );
    expect(truncated.key).toBe('size_mismatch');
    expect(truncated.text).toContain('firmenradar.sqlite has 4096 bytes');
    expect(refusedRestore('missing-file', (dir) => rmSync(join(dir, 'accounts.sqlite'))).key).toBe(
      'backup_file_missing',
    );
  });

  it('refuses a backup whose stores have a migration this version does not know', () => {
    const newer = refusedRestore('newer', (dir) =>
      editManifest(dir, (manifest) => {
        (manifest.accounts as { migrations: string[] }).migrations.push('999_from_the_future');
      }),
    );
    expect(newer.key).toBe('backup_from_newer_version');
    expect(newer.text).toContain('migration 999_from_the_future of the account store is unknown here');
  });

  it('refuses a target it cannot write to, leaving nothing behind', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const refused = await refusalOf(() =>
      writeBackup(install.stores, join(file, 'backups'), { takenBy: 'command' }),
    );
    expect(refused.key).toBe('target_not_writable');
    expect(refused.text('en')).toBe(
      `The backup cannot be written to ${join(file, 'backups')}: a part of the path is a file, not a folder. Nothing was written.`,
    );
    expect(refused.text('de')).toBe(
      `Die Sicherung kann nicht nach ${join(file, 'backups')} geschrieben werden: ein Teil des Pfads ist eine Datei, kein Ordner. Es wurde nichts geschrieben.`,
    );
  });

  it('removes what it wrote, and the folders it created, when the backup fails at its end', async () => {
    // A file already has the name the finished backup would get: the last step, the rename, fails.
    const parent = join(scratch, 'blocked');
    const at = new Date('2026-01-02T03:04:05.678Z');
    mkdirSync(parent);
    writeFileSync(join(parent, '2026-01-02T03-04-05-678Z'), 'in the way');
    const refused = await refusalOf(() =>
      writeBackup(install.stores, parent, { takenBy: 'command', now: () => at }),
    );
    expect(refused.key).toBe('target_not_writable');
    expect(entries(parent)).toEqual(['2026-01-02T03-04-05-678Z']);

    // A dataset that is no database fails the copy after the account store's was written.
    const notADatabase = join(scratch, 'not-a-database.sqlite');
    writeFileSync(notADatabase, 'x'.repeat(8192));
    const failing = await refusalOf(() =>
      writeBackup({ ...install.stores, dataset: notADatabase }, join(scratch, 'created', 'deeper'), {
        takenBy: 'command',
      }),
    );
    expect(failing.key).toBe('backup_failed');
    expect(failing.text('en')).toMatch(/^The backup failed: .+\. Nothing was written\.$/);
    expect(entries(scratch)).not.toContain('created');
  });
});
