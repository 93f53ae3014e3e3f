import type { Lang } from '@fd/contract';
import { useTranslation } from 'react-i18next';

/** The active UI language; it only changes through a reload (see language.ts). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'de';
}
