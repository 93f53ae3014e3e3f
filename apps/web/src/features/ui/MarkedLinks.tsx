import { useTranslation } from 'react-i18next';

export interface MarkedLink {
  key: string;
  href: string;
  /** The brand's name, shown and not translated. */
  name: string;
  /** Its one- or two-letter mark, hidden from screen readers. */
  mark: string;
}

export interface MarkedLinksProps {
  links: readonly MarkedLink[];
  /** The page's look: the list, each link and its mark. */
  classNames: { list: string; link: string; mark: string };
}

/** Links to profiles on other sites (social networks): a mark and a name each, opening in a new tab. */
export function MarkedLinks({ links, classNames }: MarkedLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={classNames.list}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={classNames.link} href={link.href} target="_blank" rel="noopener noreferrer">
            <span className={classNames.mark} aria-hidden="true">
              {link.mark}
            </span>
            {link.name}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
