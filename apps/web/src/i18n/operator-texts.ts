import { i18n } from './index';
import { operatorCatalogueDe, operatorCatalogueEn } from './operator-catalogue';

/** Adds the console's texts to the page's language (a page load has one; switching reloads). */
export function addOperatorTexts(): void {
  const lang = i18n.language === 'en' ? 'en' : 'de';
  if (i18n.exists('operator.title')) return;
  i18n.addResourceBundle(
    lang,
    'translation',
    lang === 'en' ? operatorCatalogueEn : operatorCatalogueDe,
    true,
    false,
  );
}
