import { type Company, SOCIAL_FIELDS } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { MarkedLinks } from '../../../../features/ui/MarkedLinks';
import styles from './cards.module.css';

type SocialField = (typeof SOCIAL_FIELDS)[number];

/** Brand names and their one-letter marks are not translated. */
const NETWORKS: Record<SocialField, { name: string; mark: string }> = {
  social_linkedin: { name: 'LinkedIn', mark: 'in' },
  social_facebook: { name: 'Facebook', mark: 'f' },
  social_twitter: { name: 'X (Twitter)', mark: 'X' },
  social_instagram: { name: 'Instagram', mark: 'IG' },
  social_youtube: { name: 'YouTube', mark: '▶' },
  social_tiktok: { name: 'TikTok', mark: '♪' },
  social_pinterest: { name: 'Pinterest', mark: 'P' },
  social_wikipedia: { name: 'Wikipedia', mark: 'W' },
};

export interface SocialLinksProps {
  company: Pick<Company, SocialField>;
}

export function SocialLinks({ company }: SocialLinksProps) {
  const { t } = useTranslation();
  const links = SOCIAL_FIELDS.flatMap((field) => {
    const href = company[field];
    return href ? [{ key: field, href, ...NETWORKS[field] }] : [];
  });
  if (links.length === 0) return <EmptyNote text={t('companyPage.contact.noSocial')} />;
  return (
    <MarkedLinks links={links} classNames={{ list: styles.chips, link: styles.chip, mark: styles.mark }} />
  );
}
