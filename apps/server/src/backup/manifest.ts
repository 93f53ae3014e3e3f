import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { BackupError } from './messages';

/** The file in a backup folder that names its files with their sizes and checksums. */
export const MANIFEST_FILE = 'manifest.json';
/** A manifest is a few hundred bytes; anything far larger is not one. */
const MANIFEST_MAX_BYTES = 64 * 1024;

/** Which store a file of the backup holds, and its name in the backup folder. */
export const BACKUP_FILE_NAMES = { dataset: 'firmenradar.sqlite', accounts: 'accounts.sqlite' } as const;
export type StoreRole = keyof typeof BACKUP_FILE_NAMES;

const ZBackupFile = z.object({
  role: z.enum(['dataset', 'accounts']),
  // A plain file name inside the backup folder: never a path out of it.
  name: z.string().regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/, 'a file name inside the backup folder'),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 checksum in hex'),
});

const ZMigrations = z.array(z.number().int().positive());
/** Account migrations go by name (Kysely's migration table). */
const ZAccountMigrations = z.array(z.string().regex(/^\d{3}_[a-z0-9_]+$/));

export const ZBackupManifest = z.object({
  format: z.literal('firmenradar-backup'),
  version: z.literal(1),
  created_at: z.iso.datetime(),
  /** `command`: npm run backup; `schedule`: BACKUP_EVERY (only these are pruned by BACKUP_KEEP). */
  taken_by: z.enum(['command', 'schedule']),
  source_data_dir: z.string(),
  files: z
    .array(ZBackupFile)
    .length(2)
    .refine((files) => files[0]!.role !== files[1]!.role, 'one file of each store')
    .refine((files) => files[0]!.name !== files[1]!.name, 'two different file names'),
  dataset: z.object({
    /** `gen:<seed>:<size>` for a generated dataset, null for one built by imports alone. */
    id: z.string().nullable(),
    seed: z.number().int().nullable(),
    size: z.number().int().nullable(),
    generated_at: z.string().nullable(),
    companies: z.number().int().nonnegative(),
    /** The newest entry of the change sequence in the copy. */
    change_id: z.number().int().nonnegative(),
    migrations: ZMigrations,
  }),
  accounts: z.object({
    migrations: ZAccountMigrations,
    users: z.number().int().nonnegative(),
  }),
});

export type BackupManifest = z.infer<typeof ZBackupManifest>;
export type BackupFile = z.infer<typeof ZBackupFile>;

/** The manifest of the backup in `dir`, validated; a BackupError when there is none or it is not valid. */
export function readManifest(dir: string): BackupManifest {
  const path = join(dir, MANIFEST_FILE);
  const params = { dir, file: MANIFEST_FILE };
  let size: number;
  try {
    size = statSync(path).size;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new BackupError('manifest_missing', params);
    throw error;
  }
  if (size > MANIFEST_MAX_BYTES)
    throw new BackupError('manifest_invalid', {
      ...params,
      detail: `larger than ${MANIFEST_MAX_BYTES} bytes`,
    });
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new BackupError('manifest_invalid', { ...params, detail: (error as Error).message });
  }
  const parsed = ZBackupManifest.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || '/'}: ${issue.message}`);
    throw new BackupError('manifest_invalid', { ...params, detail: detail.join('; ') });
  }
  return parsed.data;
}

/** The manifest's entry for one store. */
export function fileOf(manifest: BackupManifest, role: StoreRole): BackupFile {
  return manifest.files.find((file) => file.role === role)!;
}
