import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { readStoredLang } from './language';

export const currentLang = readStoredLang();

document.documentElement.lang = currentLang;

void i18n.use(initReactI18next).init({
  resources: { de: { translation: de }, en: { translation: en } },
  lng: currentLang,
  fallbackLng: 'de',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
