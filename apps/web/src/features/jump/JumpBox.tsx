import { Building2, User } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDataTerms } from '../companies/useDataTerms';
import { Modal } from '../modal/Modal';
import { ListboxOption } from '../search/ListboxOption';
import { useCombobox } from '../search/useCombobox';
import styles from './JumpBox.module.css';
import { type JumpTarget, useJumpTargets } from './useJumpTargets';

/** The HTML autofocus attribute (React's autoFocus focuses before the dialog opens, and loses it). */
const markAutofocus = (input: HTMLInputElement | null) => input?.setAttribute('autofocus', '');

export interface JumpBoxProps {
  open: boolean;
  onClose: () => void;
}

/** Ctrl+K / ⌘K: type a name, pick a company or a person with the arrows and Enter, and go there. */
export function JumpBox({ open, onClose }: JumpBoxProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('jump.title')} onClose={onClose}>
      <JumpSearch onDone={onClose} />
    </Modal>
  );
}

function JumpSearch({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const targets = useJumpTargets(query, true);
  const go = (target: JumpTarget) => {
    onDone();
    navigate(`/dashboard/${target.kind === 'company' ? 'companies' : 'employees'}/${target.id}`);
  };
  const combobox = useCombobox(targets.length, (index) => {
    const target = targets[index];
    if (target) go(target);
  });
  const listId = `${id}-list`;
  const detail = (target: JumpTarget) =>
    target.kind === 'company'
      ? terms.place(target.detail.city, target.detail.country)
      : [target.detail.position && terms.position(target.detail.position), target.detail.company]
          .filter(Boolean)
          .join(' · ');

  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        {t('jump.label')}
      </label>
      <input
        id={id}
        className="input"
        type="search"
        role="combobox"
        autoComplete="off"
        // The dialog opens for this field: showModal() focuses the element marked autofocus.
        ref={markAutofocus}
        aria-autocomplete="list"
        aria-expanded={combobox.open}
        aria-controls={listId}
        aria-activedescendant={combobox.active >= 0 ? `${listId}-${combobox.active}` : undefined}
        value={query}
        placeholder={t('jump.placeholder')}
        onChange={(event) => {
          setQuery(event.target.value);
          combobox.onEdit();
        }}
        {...combobox.inputHandlers}
      />
      <p className={styles.hint}>{t('jump.hint')}</p>
      {combobox.open && (
        <div id={listId} role="listbox" aria-label={t('jump.results')} className={styles.list}>
          {targets.map((target, index) => {
            const Icon = target.kind === 'company' ? Building2 : User;
            return (
              <ListboxOption
                key={`${target.kind}-${target.id}`}
                listId={listId}
                index={index}
                active={index === combobox.active}
                className={index === combobox.active ? `${styles.option} ${styles.active}` : styles.option}
                onPick={() => go(target)}
              >
                <Icon size={16} className={styles.icon} aria-hidden="true" />
                <span className={styles.name}>{target.name}</span>
                <span className={styles.detail}>
                  {target.kind === 'company' ? t('jump.company') : t('jump.person')}
                  {detail(target) && ` · ${detail(target)}`}
                </span>
              </ListboxOption>
            );
          })}
        </div>
      )}
    </div>
  );
}
