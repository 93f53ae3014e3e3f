import type { ErrorTexts, Lang } from '@fd/contract';

let loaded: { texts: ErrorTexts; lang: Lang } | null = null;

/** Keeps the UI language's error texts, loaded with its catalogue (catalogueReady). */
export function setErrorTexts(texts: ErrorTexts, lang: Lang): void {
  loaded = { texts, lang };
}

/** The UI language's error texts, or null before its catalogue is loaded. */
export function errorTexts(): { texts: ErrorTexts; lang: Lang } | null {
  return loaded;
}
