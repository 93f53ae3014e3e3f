import { SHARE_DESCRIPTION_LENGTH } from '@fd/contract';

/** Share menu of the company page: the networks in the product's order. */
export const SHARE_TARGETS = [
  'twitter',
  'linkedin',
  'facebook',
  'whatsapp',
  'telegram',
  'reddit',
  'email',
] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** Brand names are not translated; e-mail is, so it is left out here. */
export const SHARE_TARGET_NAMES: Record<Exclude<ShareTarget, 'email'>, string> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  reddit: 'Reddit',
};

/** The share text (the product's wording): the name and the description cut at 200 characters. */
export function shareText(name: string, description: string | null | undefined): string {
  const text = description?.trim() ?? '';
  if (!text) return name;
  const cut =
    text.length > SHARE_DESCRIPTION_LENGTH ? `${text.slice(0, SHARE_DESCRIPTION_LENGTH).trimEnd()}…` : text;
  return `${name} – ${cut}`;
}

/** Where each share entry leads; every value is encoded. */
export function shareUrl(target: ShareTarget, url: string, text: string, subject: string): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${encodeURIComponent(subject)}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text}\n\n${url}`)}`;
  }
}
