/**
 * What `npm run backup` and `npm run restore` say, in German and English. A command speaks German
 * when the locale names German (LC_ALL, LC_MESSAGES or LANG, as POSIX reads them) and English
 * otherwise, like the other commands; the server's log of a scheduled backup is English.
 */
export type Language = 'de' | 'en';

type Params = Record<string, string | number>;

/** The two stores by name, as the messages name them (German in the genitive they are used in). */
const STORE_NAMES = {
  en: { dataset: 'company dataset', accounts: 'account store' },
  de: { dataset: 'Firmendatenbestands', accounts: 'Kontenspeichers' },
} as const;
type StoreName = keyof typeof STORE_NAMES.en;
type Text = (p: Params) => string;

const MESSAGES = {
  backup_usage: {
    en: () => 'usage: npm run backup -- [--to DIR]',
    de: () => 'Aufruf: npm run backup -- [--to ORDNER]',
  },
  restore_usage: {
    en: () => 'usage: npm run restore -- DIR',
    de: () => 'Aufruf: npm run restore -- ORDNER',
  },
  backup_on_postgres: {
    en: () =>
      'DATABASE_URL points to PostgreSQL, which holds the records: back it up with pg_dump (docs/operations.md#backups).',
    de: () =>
      'DATABASE_URL verweist auf PostgreSQL, das die Daten hält: Sichern Sie es mit pg_dump (docs/operations.md#backups).',
  },
  restore_on_postgres: {
    en: () => 'DATABASE_URL points to PostgreSQL: restore it with pg_restore (docs/operations.md#backups).',
    de: () =>
      'DATABASE_URL verweist auf PostgreSQL: Stellen Sie es mit pg_restore wieder her (docs/operations.md#backups).',
  },
  store_missing: {
    en: (p) => `Nothing to back up: ${p.path} does not exist.`,
    de: (p) => `Nichts zu sichern: ${p.path} gibt es nicht.`,
  },
  target_not_writable: {
    en: (p) => `The backup cannot be written to ${p.dir}: ${p.reason}. Nothing was written.`,
    de: (p) =>
      `Die Sicherung kann nicht nach ${p.dir} geschrieben werden: ${p.reason}. Es wurde nichts geschrieben.`,
  },
  backup_failed: {
    en: (p) => `The backup failed: ${p.reason}. Nothing was written.`,
    de: (p) => `Die Sicherung ist fehlgeschlagen: ${p.reason}. Es wurde nichts geschrieben.`,
  },
  backup_written: {
    en: (p) => `Backup written to ${p.dir} (${p.files}).\nRestore it with: npm run restore -- ${p.dir}`,
    de: (p) =>
      `Sicherung geschrieben nach ${p.dir} (${p.files}).\nWiederherstellen mit: npm run restore -- ${p.dir}`,
  },
  manifest_missing: {
    en: (p) => `${p.dir} holds no backup: ${p.file} is missing. Nothing was restored.`,
    de: (p) => `${p.dir} enthält keine Sicherung: ${p.file} fehlt. Es wurde nichts wiederhergestellt.`,
  },
  manifest_invalid: {
    en: (p) => `${p.file} in ${p.dir} is not a valid backup manifest (${p.detail}). Nothing was restored.`,
    de: (p) =>
      `${p.file} in ${p.dir} ist kein gültiges Manifest einer Sicherung (${p.detail}). Es wurde nichts wiederhergestellt.`,
  },
  backup_file_missing: {
    en: (p) => `The backup file ${p.name} is missing. Nothing was restored.`,
    de: (p) => `Die Sicherungsdatei ${p.name} fehlt. Es wurde nichts wiederhergestellt.`,
  },
  size_mismatch: {
    en: (p) =>
      `${p.name} has ${p.actual} bytes, the manifest says ${p.expected}: the backup is damaged. Nothing was restored.`,
    de: (p) =>
      `${p.name} hat ${p.actual} Bytes, laut Manifest ${p.expected}: Die Sicherung ist beschädigt. Es wurde nichts wiederhergestellt.`,
  },
  checksum_mismatch: {
    en: (p) =>
      `The SHA-256 checksum of ${p.name} differs from the manifest's: the backup is damaged. Nothing was restored.`,
    de: (p) =>
      `Die SHA-256-Prüfsumme von ${p.name} weicht von der im Manifest ab: Die Sicherung ist beschädigt. Es wurde nichts wiederhergestellt.`,
  },
  backup_from_newer_version: {
    en: (p) =>
      `The backup comes from a newer version of Firmenradar (migration ${p.version} of the ${STORE_NAMES.en[p.store as StoreName]} is unknown here): update first. Nothing was restored.`,
    de: (p) =>
      `Die Sicherung stammt aus einer neueren Version von Firmenradar (Migration ${p.version} des ${STORE_NAMES.de[p.store as StoreName]} ist hier unbekannt): Bitte zuerst aktualisieren. Es wurde nichts wiederhergestellt.`,
  },
  store_in_use: {
    en: (p) =>
      `${p.path} is open in another process (a running server, an import or a backup): stop it, then restore again. Nothing was restored.`,
    de: (p) =>
      `${p.path} ist in einem anderen Prozess geöffnet (ein laufender Server, ein Import oder eine Sicherung): Beenden Sie ihn und stellen Sie dann erneut wieder her. Es wurde nichts wiederhergestellt.`,
  },
  restore_failed: {
    en: (p) => `Restoring failed: ${p.reason}. The install was left as it was.`,
    de: (p) => `Die Wiederherstellung ist fehlgeschlagen: ${p.reason}. Die Installation ist unverändert.`,
  },
  restore_incomplete: {
    en: (p) =>
      `Restoring failed after ${p.done} was replaced: ${p.reason}. Run the restore again before starting a server.`,
    de: (p) =>
      `Die Wiederherstellung ist fehlgeschlagen, nachdem ${p.done} ersetzt war: ${p.reason}. Stellen Sie erneut wieder her, bevor Sie einen Server starten.`,
  },
  restored: {
    en: (p) => `Restored the backup of ${p.createdAt} into ${p.dataDir} (${p.files}). Start the server now.`,
    de: (p) =>
      `Die Sicherung vom ${p.createdAt} ist in ${p.dataDir} wiederhergestellt (${p.files}). Starten Sie jetzt den Server.`,
  },
} satisfies Record<string, Record<Language, Text>>;

export type MessageKey = keyof typeof MESSAGES;

/** The causes several codes stand for. */
const PERMISSION_DENIED = { en: 'permission denied', de: 'keine Berechtigung' };
const DISK_FULL = { en: 'the disk is full', de: 'der Datenträger ist voll' };
const IN_THE_WAY = {
  en: 'a file or folder of that name is in the way',
  de: 'eine gleichnamige Datei oder ein gleichnamiger Ordner ist im Weg',
};

/** Why the file system refused, in words; an unknown code is given as it is. */
const REASONS: Record<string, Record<Language, string>> = {
  EACCES: PERMISSION_DENIED,
  EPERM: PERMISSION_DENIED,
  EROFS: { en: 'the file system is read-only', de: 'das Dateisystem ist schreibgeschützt' },
  ENOSPC: DISK_FULL,
  SQLITE_FULL: DISK_FULL,
  EDQUOT: { en: 'the disk quota is used up', de: 'das Speicherkontingent ist aufgebraucht' },
  ENOTDIR: {
    en: 'a part of the path is a file, not a folder',
    de: 'ein Teil des Pfads ist eine Datei, kein Ordner',
  },
  EEXIST: IN_THE_WAY,
  ENOTEMPTY: IN_THE_WAY,
  ENOENT: { en: 'the folder does not exist', de: 'den Ordner gibt es nicht' },
};

/** The error of a backup or restore that the commands report as one sentence. */
export class BackupError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Params = {},
    options?: ErrorOptions,
  ) {
    super('', options);
    this.name = 'BackupError';
    this.message = this.text('en');
  }

  /** The sentence in `language`; the cause, if any, is its `reason`. */
  text(language: Language): string {
    const params =
      this.cause === undefined ? this.params : { ...this.params, reason: reasonOf(this.cause, language) };
    return message(language, this.key, params);
  }
}

export function message(language: Language, key: MessageKey, params: Params = {}): string {
  return MESSAGES[key][language](params);
}

/** A file-system or SQLite error as a reason in `language`, by its code when it has a known one. */
export function reasonOf(error: unknown, language: Language = 'en'): string {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? REASONS[code] : undefined;
  if (known) return known[language];
  return error instanceof Error ? error.message : String(error);
}

/** The files of a backup with their sizes, e.g. `firmenradar.sqlite 1.2 GB, accounts.sqlite 0.3 MB`. */
export function fileList(language: Language, files: { name: string; size: number }[]): string {
  const number = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 1 });
  const size = (bytes: number) =>
    bytes >= 1e9 ? `${number.format(bytes / 1e9)} GB` : `${number.format(bytes / 1e6)} MB`;
  return files.map((file) => `${file.name} ${size(file.size)}`).join(', ');
}

/** German when the locale names German, as POSIX reads it (LC_ALL over LC_MESSAGES over LANG). */
export function cliLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^de([_.@-]|$)/i.test(locale) ? 'de' : 'en';
}
