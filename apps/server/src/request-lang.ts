import type { Lang } from '@fd/contract';

/**
 * The language of the request: the UI sends `X-Lang`; browsers' Accept-Language (its first
 * language, German or English) is the fallback, and `fallback` when it names neither: German for
 * the API and the web app, English for MCP, whose tools describe themselves in English.
 */
export function requestLang(
  headers: Record<string, string | string[] | undefined>,
  fallback: Lang = 'de',
): Lang {
  const explicit = headers['x-lang'];
  if (explicit === 'en' || explicit === 'de') return explicit;
  const accept = String(headers['accept-language'] ?? '');
  const first = /^(de|en)\b/i.exec(accept)?.[1]?.toLowerCase();
  return first === 'de' || first === 'en' ? first : fallback;
}
