import type { Lang } from '@fd/contract';

/** The language of the request: the UI sends `X-Lang`; browsers' Accept-Language is the fallback. */
export function requestLang(headers: Record<string, string | string[] | undefined>): Lang {
  const explicit = headers['x-lang'];
  if (explicit === 'en' || explicit === 'de') return explicit;
  const accept = String(headers['accept-language'] ?? '');
  return /^en\b/i.test(accept) ? 'en' : 'de';
}
