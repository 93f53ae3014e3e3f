import { type Contact, formatCount, WORKSPACE_LIMITS } from '@fd/contract';
import { BookUser, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../features/api/api-error';
import { queryKeys } from '../../../features/api/queryKeys';
import { CONTACTS_EXPORT_URL, deleteContact, fetchContacts } from '../../../features/api/workspace';
import { ConfirmDialog } from '../../../features/ui/ConfirmDialog';
import { FlashMessage } from '../../../features/ui/FlashMessage';
import { PageIntro } from '../../../features/ui/PageIntro';
import { PendingPage } from '../../../features/ui/PendingPage';
import { SearchInput } from '../../../features/ui/SearchInput';
import { useFlash } from '../../../features/ui/useFlash';
import { useResource } from '../../../features/ui/useResource';
import { EmptyState } from '../../../features/workspace/EmptyState';
import { filterByText } from '../../../features/workspace/filterByText';
import { useConfirmedAction } from '../../../features/workspace/useConfirmedAction';
import { useLang } from '../../../i18n/useLang';
import { ContactCard } from './ContactCard';
import styles from './ContactsPage.module.css';
import { EditNoteDialog } from './EditNoteDialog';

/** `/dashboard/contacts`: saved employee profiles with the user's note on each; CSV export. */
export function ContactsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const filterId = useId();
  const contacts = useResource(queryKeys.contacts(), fetchContacts);
  const { flash, show, clear } = useFlash();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Contact | null>(null);
  const remove = useConfirmedAction(async (contact: Contact) => {
    try {
      await deleteContact(contact.id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    contacts.update((current) => current.filter((entry) => entry.id !== contact.id));
    show('success', t('workspace.contacts.removed', { name: contact.fullName }));
  });

  const intro = (
    <PageIntro
      title={t('dashboard.pages.contacts.title')}
      description={t('dashboard.pages.contacts.description')}
    />
  );
  if (contacts.state.status !== 'ready') return <PendingPage intro={intro} resource={contacts} />;

  const all = contacts.state.data;
  const shown = filterByText(all, query, (contact) => [
    contact.fullName,
    contact.title,
    contact.company_name,
    contact.note,
  ]);
  return (
    <>
      {intro}
      <FlashMessage flash={flash} onDismiss={clear} />
      {all.length === 0 ? (
        <section className="card">
          <EmptyState
            icon={BookUser}
            title={t('workspace.contacts.emptyTitle')}
            text={t('workspace.contacts.emptyText')}
          >
            <Link to="/dashboard/employees" className="btn btn-primary">
              {t('workspace.common.toEmployeeSearch')}
            </Link>
          </EmptyState>
        </section>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p className={styles.count}>
              {t('workspace.contacts.count', { count: all.length, formatted: formatCount(all.length, lang) })}
              <span className={styles.usage}>
                {' · '}
                {t('workspace.common.usage', {
                  count: formatCount(all.length, lang),
                  limit: formatCount(WORKSPACE_LIMITS.contacts, lang),
                })}
              </span>
            </p>
            <div className={styles.tools}>
              <SearchInput
                id={filterId}
                label={t('workspace.common.filterLabel')}
                className={styles.filter}
                value={query}
                placeholder={t('workspace.contacts.filterPlaceholder')}
                onChange={setQuery}
              />
              <a className="btn btn-secondary" href={CONTACTS_EXPORT_URL} download>
                <Download size={16} aria-hidden="true" />
                {t('workspace.contacts.exportCsv')}
              </a>
            </div>
          </div>
          {shown.length === 0 ? (
            <p className={`card ${styles.noMatches}`}>
              {t('workspace.common.noMatches', { query: query.trim() })}
            </p>
          ) : (
            <ul className={styles.grid}>
              {shown.map((contact) => (
                <li key={contact.id}>
                  <ContactCard contact={contact} onEditNote={setEditing} onRemove={remove.ask} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <EditNoteDialog
        contact={editing}
        onClose={() => setEditing(null)}
        onSaved={(updated) => {
          contacts.update((current) => current.map((entry) => (entry.id === updated.id ? updated : entry)));
          setEditing(null);
          show('success', t('workspace.contacts.noteSaved'));
        }}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={t('workspace.contacts.removeTitle')}
        text={t('workspace.contacts.removeText', { name: remove.subject?.fullName ?? '' })}
        confirmLabel={t('workspace.common.remove')}
      />
    </>
  );
}
