import { type CreatedWebhook, EVENT_TYPES, type EventType } from '@fd/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createWebhook } from '../../../features/api/accountSettings';
import { FormFooter } from '../../../features/ui/FormFooter';
import { TextField } from '../../../features/ui/TextField';
import { useSubmission } from '../../../features/workspace/useFailureMessage';
import styles from './AccountPage.module.css';
import hookStyles from './Webhooks.module.css';

/** Company ids typed as a comma-separated list; null when an entry is not a whole number. */
function parseCompanyIds(text: string): number[] | null {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (!entries.every((entry) => /^[1-9]\d{0,9}$/.test(entry))) return null;
  return entries.map(Number);
}

export interface WebhookFormProps {
  onCreated: (created: CreatedWebhook) => void;
}

/** A new webhook: its address, the event types it receives, optionally the companies. */
export function WebhookForm({ onCreated }: WebhookFormProps) {
  const { t } = useTranslation();
  const { busy, error, setError, run } = useSubmission();
  const urlId = useId();
  const companiesId = useId();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<ReadonlySet<EventType>>(new Set());
  const [companies, setCompanies] = useState('');

  const toggle = (type: EventType) =>
    setTypes((current) => {
      const next = new Set(current);
      if (!next.delete(type)) next.add(type);
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const companyIds = parseCompanyIds(companies);
    if (companyIds === null) {
      setError(t('account.webhooks.companiesInvalid'));
      return;
    }
    await run(async () => {
      const created = await createWebhook({
        url,
        types: [...types],
        ...(companyIds.length > 0 ? { company_ids: companyIds } : {}),
      });
      setUrl('');
      setTypes(new Set());
      setCompanies('');
      onCreated(created);
    });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={urlId}
        label={t('account.webhooks.url')}
        type="url"
        inputMode="url"
        value={url}
        maxLength={2000}
        placeholder="https://example.com/hooks/firmenradar"
        onChange={setUrl}
        disabled={busy}
      />
      <fieldset className={hookStyles.types} disabled={busy}>
        <legend className="field-label">{t('account.webhooks.types')}</legend>
        <div className={hookStyles.typeActions}>
          <button type="button" className="btn btn-ghost" onClick={() => setTypes(new Set(EVENT_TYPES))}>
            {t('account.webhooks.allTypes')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setTypes(new Set())}>
            {t('account.webhooks.noTypes')}
          </button>
        </div>
        <div className={hookStyles.typeGrid}>
          {EVENT_TYPES.map((type) => (
            <label key={type} className={hookStyles.type}>
              <input type="checkbox" checked={types.has(type)} onChange={() => toggle(type)} />
              {t(`timeline.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id={companiesId}
        label={t('account.webhooks.companies')}
        value={companies}
        inputMode="numeric"
        placeholder="1042, 20917"
        onChange={setCompanies}
        disabled={busy}
      />
      <FormFooter
        error={error}
        busy={busy}
        submitLabel={t('account.webhooks.create')}
        busyLabel={t('account.webhooks.creating')}
        className={styles.actions}
      />
    </form>
  );
}
