import { useTranslation } from 'react-i18next';
import { otherLang } from '../../i18n/language';
import { useLang } from '../../i18n/useLang';
import { chooseLanguage } from './chooseLanguage';

export interface LanguageToggleProps {
  className?: string;
}

/** One button that flips between German and English (and reloads the page: the product's behaviour). */
export function LanguageToggle({ className = 'btn btn-ghost' }: LanguageToggleProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <button
      type="button"
      className={className}
      onClick={() => void chooseLanguage(otherLang(lang))}
      aria-label={t('language.switchTo')}
      title={t('language.switchTo')}
      lang={otherLang(lang)}
    >
      {t('language.switchShort')}
    </button>
  );
}
