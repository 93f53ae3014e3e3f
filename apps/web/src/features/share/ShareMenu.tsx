import { COPIED_LABEL_MS } from '@fd/contract';
import { Check, Link as LinkIcon, Mail, Share2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOutside } from '../ui/useCloseOutside';
import { copyText } from './copyText';
import styles from './ShareMenu.module.css';
import { SHARE_TARGET_NAMES, SHARE_TARGETS, shareUrl } from './shareLinks';

export interface ShareMenuProps {
  /** The address to share (without history state or tracking). */
  url: string;
  /** Share text: name and shortened description. */
  text: string;
  /** Subject of the e-mail and title of the Reddit post. */
  subject: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Share button with a drop-down: copy link ('Copied!' for 2 s) and the product's networks. */
export function ShareMenu({ url, text, subject }: ShareMenuProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const close = useCallback(() => setOpen(false), []);

  useCloseOutside(open, close, rootRef);
  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const copyLink = async () => setCopyState((await copyText(url)) ? 'copied' : 'failed');
  const copyLabel =
    copyState === 'copied'
      ? t('profile.share.copied')
      : copyState === 'failed'
        ? t('profile.share.copyFailed')
        : t('profile.share.copyLink');

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className="btn btn-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Share2 size={16} aria-hidden="true" />
        {t('profile.share.button')}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.heading}>{t('profile.share.menuLabel')}</p>
        <ul className={styles.list}>
          <li>
            <button type="button" className={styles.item} onClick={() => void copyLink()}>
              {copyState === 'copied' ? (
                <Check size={16} aria-hidden="true" />
              ) : (
                <LinkIcon size={16} aria-hidden="true" />
              )}
              <span aria-live="polite">{copyLabel}</span>
            </button>
          </li>
          {SHARE_TARGETS.map((target) => (
            <li key={target}>
              <a
                className={styles.item}
                href={shareUrl(target, url, text, subject)}
                target={target === 'email' ? undefined : '_blank'}
                rel="noopener noreferrer"
                onClick={close}
              >
                {target === 'email' ? (
                  <Mail size={16} aria-hidden="true" />
                ) : (
                  <span className={styles.mark} aria-hidden="true">
                    {SHARE_TARGET_NAMES[target].charAt(0)}
                  </span>
                )}
                {target === 'email' ? t('profile.share.email') : SHARE_TARGET_NAMES[target]}
                {target !== 'email' && <span className="visually-hidden"> {t('common.opensInNewTab')}</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
