import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setErrorTexts } from './errorTexts';
import { readStoredLang } from './language';

export const currentLang = readStoredLang();

document.documentElement.lang = currentLang;

/**
 * Loads the UI language's catalogue and its error texts (the contract's error catalogue,
 * docs/decisions/105), then starts i18next; the app renders after it. A page load needs one
 * language only (changing it reloads the page), so each catalogue is a chunk of its own and the
 * other language's texts are never loaded (docs/decisions/081).
 */
export const catalogueReady: Promise<void> = (
  currentLang === 'en'
    ? import('./en').then((module) => ({ catalogue: module.en, errors: module.errorsEn }))
    : import('./de').then((module) => ({ catalogue: module.de, errors: module.errorsDe }))
).then(async ({ catalogue, errors }) => {
  setErrorTexts(errors, currentLang);
  await i18n.use(initReactI18next).init({
    resources: { [currentLang]: { translation: catalogue } },
    lng: currentLang,
    fallbackLng: currentLang,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
});

export { i18n };
