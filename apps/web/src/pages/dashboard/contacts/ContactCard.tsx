import type { Contact } from '@fd/contract';
import { Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileAvatarUrl } from '../../../features/api/companyProfile';
import { DEFAULT_AVATAR_URL } from '../../../features/auth/avatar';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { IconButton } from '../../../features/ui/IconButton';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './ContactsPage.module.css';

export interface ContactCardProps {
  contact: Contact;
  onEditNote: (contact: Contact) => void;
  onRemove: (contact: Contact) => void;
}

/** A saved contact: picture, name, position and company, how to reach them, the note. */
export function ContactCard({ contact, onEditNote, onRemove }: ContactCardProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const lang = useLang();
  const [avatarFailed, setAvatarFailed] = useState(false);
  return (
    <article className={`card ${styles.card}`}>
      <header className={styles.header}>
        <img
          className={styles.avatar}
          src={avatarFailed ? DEFAULT_AVATAR_URL : profileAvatarUrl(contact.employee_id)}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          onError={() => setAvatarFailed(true)}
        />
        <div className={styles.identity}>
          <h2 className={styles.name}>
            <ProfileLink kind="employee" id={contact.employee_id}>
              {contact.fullName}
            </ProfileLink>
          </h2>
          <p className={styles.role}>
            {contact.title && terms.position(contact.title)}
            {contact.title && contact.company_name && ' · '}
            {contact.company_name &&
              (contact.company_id !== null ? (
                <ProfileLink kind="company" id={contact.company_id}>
                  {contact.company_name}
                </ProfileLink>
              ) : (
                contact.company_name
              ))}
          </p>
        </div>
        <IconButton
          className={styles.iconButton}
          label={t('workspace.contacts.remove', { name: contact.fullName })}
          icon={Trash2}
          onClick={() => onRemove(contact)}
        />
      </header>
      {(contact.email || contact.phone) && (
        <ul className={styles.reach}>
          {contact.email && (
            <li>
              <Mail size={14} aria-hidden="true" />
              <span className="visually-hidden">{t('workspace.contacts.email')}: </span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          )}
          {contact.phone && (
            <li>
              <Phone size={14} aria-hidden="true" />
              <span className="visually-hidden">{t('workspace.contacts.phone')}: </span>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </li>
          )}
        </ul>
      )}
      <div className={styles.note}>
        <p className={styles.noteLabel}>{t('workspace.contacts.note')}</p>
        <p className={contact.note ? styles.noteText : styles.noNote}>
          {contact.note || t('workspace.contacts.noNote')}
        </p>
      </div>
      <footer className={styles.footer}>
        <span>{t('workspace.contacts.savedAt', { date: formatDay(contact.created_at, lang) })}</span>
        <button type="button" className="btn btn-ghost" onClick={() => onEditNote(contact)}>
          <Pencil size={16} aria-hidden="true" />
          {contact.note ? t('workspace.contacts.editNote') : t('workspace.contacts.addNote')}
        </button>
      </footer>
    </article>
  );
}
