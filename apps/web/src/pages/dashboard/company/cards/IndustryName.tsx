import { useDataTerms } from '../../../../features/companies/useDataTerms';
import profile from '../../../../features/company-profile/profile.module.css';

/**
 * An industry in the UI language, hyphenated by the rules of the language its text is in: the
 * dataset's German name when there is no English one, so `lang` says which.
 */
export function IndustryName({ industry }: { industry: string }) {
  const terms = useDataTerms();
  const label = terms.industry(industry);
  const lang = terms.lang === 'en' && label !== industry ? 'en' : 'de';
  return (
    <span className={profile.hyphenated} lang={lang}>
      {label}
    </span>
  );
}
