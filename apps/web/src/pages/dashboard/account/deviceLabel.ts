import type { TFunction } from 'i18next';

/**
 * The server describes a session's device in English ('Chrome on Windows', 'Unknown device');
 * the UI says it in its own language.
 */
export function deviceLabel(device: string, t: TFunction): string {
  const match = /^(.+) on (.+)$/.exec(device);
  if (!match) return device === 'Unknown device' ? t('account.sessions.unknownDevice') : device;
  const system = match[2] === 'an unknown system' ? t('account.sessions.unknownSystem') : match[2];
  return t('account.sessions.device', { browser: match[1], system });
}
