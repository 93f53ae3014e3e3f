import { formatCount } from '@fd/contract';
import { ListPlus } from 'lucide-react';
import { type CSSProperties, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../i18n/useLang';
import { useAuth } from '../auth/AuthContext';
import { useCloseOutside } from '../ui/useCloseOutside';
import styles from './AddToListMenu.module.css';
import feedback from './actionFeedback.module.css';
import { ListNameForm } from './ListNameForm';
import { formattedLimit, isAtLimit } from './limits';
import { useAddToList } from './useAddToList';

const PANEL_WIDTH = 320;
const VIEWPORT_MARGIN = 16;

export interface AddToListMenuProps {
  /** One company (company page, a result row) or every result shown. */
  companyIds: number[];
  /** Text of the trigger; by default 'Add to lead list' for one company, 'Add all N …' for more. */
  label?: string;
  /** 'icon' for compact result rows: the label becomes the tooltip and accessible name. */
  variant?: 'button' | 'icon';
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
}

/**
 * 'Add to lead list' drop-down for signed-in users: pick one of the lists or create one, and the
 * companies are added; renders nothing for anonymous visitors.
 */
export function AddToListMenu({ companyIds, label, variant = 'button', align = 'end' }: AddToListMenuProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useAuth();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<CSSProperties | undefined>(undefined);
  const menu = useAddToList(companyIds);
  const close = useCallback(() => setOpen(false), []);
  useCloseOutside(open, close, rootRef);

  // The panel lines up with the trigger but never leaves the viewport (phones, buttons near an edge).
  useLayoutEffect(() => {
    if (!open || !rootRef.current) return;
    const trigger = rootRef.current.getBoundingClientRect();
    const width = Math.min(PANEL_WIDTH, window.innerWidth - 2 * VIEWPORT_MARGIN);
    const preferred = align === 'end' ? trigger.right - width : trigger.left;
    const left = Math.max(VIEWPORT_MARGIN, Math.min(preferred, window.innerWidth - VIEWPORT_MARGIN - width));
    setPlacement({ left: left - trigger.left, right: 'auto', width });
  }, [open, align]);

  if (!isLoggedIn) return null;

  const count = companyIds.length;
  const text =
    label ??
    (count > 1
      ? t('workspace.addToList.buttonMany', { count, formatted: formatCount(count, lang) })
      : t('workspace.addToList.button'));
  const toggle = () => {
    if (!open) menu.load();
    setOpen(!open);
  };
  const atListLimit = menu.lists !== null && isAtLimit('lists', menu.lists.length);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={`btn btn-secondary ${variant === 'icon' ? feedback.iconOnly : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={variant === 'icon' ? text : undefined}
        title={variant === 'icon' ? text : undefined}
        disabled={count === 0}
        onClick={toggle}
      >
        <ListPlus size={16} aria-hidden="true" />
        {variant === 'button' && text}
      </button>
      <div
        id={panelId}
        className={`${styles.panel} ${align === 'start' ? styles.start : ''}`}
        style={placement}
        hidden={!open}
      >
        <p className={styles.heading}>{t('workspace.addToList.heading')}</p>
        {menu.loadFailed ? (
          <p className={feedback.noteError}>{t('workspace.common.loadError')}</p>
        ) : menu.lists === null ? (
          <p className={styles.hint}>{t('workspace.addToList.loading')}</p>
        ) : menu.lists.length === 0 ? (
          <p className={styles.hint}>{t('workspace.addToList.noLists')}</p>
        ) : (
          <ul className={styles.lists}>
            {menu.lists.map((list) => (
              <li key={list.id}>
                <button
                  type="button"
                  className={styles.item}
                  disabled={menu.busy || isAtLimit('itemsPerList', list.item_count)}
                  onClick={() => void menu.addTo(list)}
                >
                  <span className={styles.name}>{list.name}</span>
                  <span className={styles.count}>
                    {isAtLimit('itemsPerList', list.item_count)
                      ? t('workspace.addToList.full', { limit: formattedLimit('itemsPerList', lang) })
                      : t('workspace.addToList.itemCount', {
                          count: list.item_count,
                          formatted: formatCount(list.item_count, lang),
                        })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div aria-live="polite">
          {menu.outcome && (
            <p
              className={`${styles.outcome} ${menu.outcome.kind === 'success' ? feedback.noteSuccess : feedback.noteError}`}
              role={menu.outcome.kind === 'error' ? 'alert' : 'status'}
            >
              {menu.outcome.text}{' '}
              {menu.outcome.kind === 'success' && (
                <Link to={`/dashboard/leadlist?list=${menu.outcome.listId}`}>
                  {t('workspace.addToList.openList')}
                </Link>
              )}
            </p>
          )}
        </div>
        <div className={styles.create}>
          {atListLimit ? (
            <p className={styles.hint}>
              {t('workspace.limits.lists', { limit: formattedLimit('lists', lang) })}
            </p>
          ) : (
            <ListNameForm
              label={t('workspace.addToList.newListName')}
              labelVisible={false}
              placeholder={t('workspace.addToList.newListName')}
              submitLabel={t('workspace.addToList.create')}
              busy={menu.busy || menu.lists === null}
              onSubmit={menu.createAndAdd}
            />
          )}
        </div>
      </div>
    </div>
  );
}
