import { useTranslation } from 'react-i18next';

export interface ProfileLinkProps {
  href: string;
  /** The brand's short mark ('in', 'X', '▶'); brand names and marks are not translated. */
  mark: string;
  name: string;
  className: string;
  markClassName: string;
}

/** A link to a profile on another site, opened in a new tab (which screen readers are told). */
export function ProfileLink({ href, mark, name, className, markClassName }: ProfileLinkProps) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      <span className={markClassName} aria-hidden="true">
        {mark}
      </span>
      {name}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
