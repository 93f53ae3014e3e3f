import { describe, expect, it } from 'vitest';
import { BackupError, cliLanguage, fileList, message, reasonOf } from './messages';

describe('the messages of backup and restore', () => {
  it('speak German when the locale names German, English otherwise, as POSIX ranks the variables', () => {
    expect(cliLanguage({ LANG: 'de_AT.UTF-8' })).toBe('de');
    expect(cliLanguage({ LANG: 'de' })).toBe('de');
    expect(cliLanguage({ LANG: 'en_GB.UTF-8' })).toBe('en');
    expect(cliLanguage({ LANG: 'C.UTF-8' })).toBe('en');
    expect(cliLanguage({})).toBe('en');
    expect(cliLanguage({ LANG: 'de_DE.UTF-8', LC_MESSAGES: 'en_US.UTF-8' })).toBe('en');
    expect(cliLanguage({ LANG: 'en_US.UTF-8', LC_ALL: 'de_CH.UTF-8' })).toBe('de');
    expect(cliLanguage({ LANG: 'dev' })).toBe('en');
  });

  it('give the reason of a refusal in the language of the sentence', () => {
    const cause = Object.assign(new Error('EACCES: permission denied, mkdir'), { code: 'EACCES' });
    const error = new BackupError('target_not_writable', { dir: '/srv/backups' }, { cause });
    expect(error.message).toBe(
      'The backup cannot be written to /srv/backups: permission denied. Nothing was written.',
    );
    expect(error.text('de')).toBe(
      'Die Sicherung kann nicht nach /srv/backups geschrieben werden: keine Berechtigung. Es wurde nichts geschrieben.',
    );
    expect(reasonOf(Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' }), 'de')).toBe(
      'disk I/O error',
    );
  });

  it('name the store of a newer migration in each language', () => {
    expect(message('de', 'backup_from_newer_version', { version: 6, store: 'accounts' })).toContain(
      'Migration 6 des Kontenspeichers ist hier unbekannt',
    );
    expect(message('en', 'backup_from_newer_version', { version: 11, store: 'dataset' })).toContain(
      'migration 11 of the company dataset is unknown here',
    );
  });

  it('list the files with their sizes in the number format of the language', () => {
    const files = [
      { name: 'firmenradar.sqlite', size: 1_234_567_890 },
      { name: 'accounts.sqlite', size: 345_678 },
    ];
    expect(fileList('en', files)).toBe('firmenradar.sqlite 1.2 GB, accounts.sqlite 0.3 MB');
    expect(fileList('de', files)).toBe('firmenradar.sqlite 1,2 GB, accounts.sqlite 0,3 MB');
  });
});
