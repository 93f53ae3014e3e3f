import type { InboxMessage } from '@fd/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { DecisionError, useDecisionRun } from './DecisionParts';
import styles from './OperatorPage.module.css';
import { closeMessage, replyToMessage } from './operatorApi';

/** Reply (open messages) and close (open or answered ones). */
function Actions({ message, onDecided }: { message: InboxMessage; onDecided: (text: string) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [reply, setReply] = useState('');
  const { busy, error, run } = useDecisionRun(onDecided);
  const id = message.message_id;
  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(() => replyToMessage(id, reply), t('operatorInbox.sent', { id }));
  };
  const close = () => void run(() => closeMessage(id), t('operatorInbox.closed', { id }));
  return (
    <div className={styles.replyBox}>
      {message.status === 'open' && (
        <form className={styles.replyForm} onSubmit={send}>
          <label className="field">
            <span className="field-label">{t('operatorInbox.replyLabel', { email: message.email })}</span>
            <textarea
              className="input"
              rows={5}
              value={reply}
              required
              maxLength={10_000}
              aria-describedby={hintId}
              onChange={(event) => setReply(event.target.value)}
            />
          </label>
          <p id={hintId} className={styles.meta}>
            {t('operatorInbox.replyHint')}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy || reply.trim() === ''}>
            {t('operatorInbox.send')}
          </button>
        </form>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={close}>
          {message.status === 'open' ? t('operatorInbox.closeWithout') : t('operatorInbox.close')}
        </button>
      </div>
      <DecisionError error={error} />
    </div>
  );
}

/** One contact or support message: sender, text, its reply (and whether the mail went out), its status. */
export function MessageCard({
  message,
  onDecided,
}: {
  message: InboxMessage;
  onDecided: (text: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '');
  return (
    <li
      className={`card ${styles.report}`}
      aria-label={t('operatorInbox.number', { id: message.message_id })}
    >
      <div className={styles.reportHead}>
        <h2 className={styles.reportTitle}>{message.subject}</h2>
        <span className={styles.badge}>{t(`operatorInbox.status.${message.status}`)}</span>
      </div>
      <p className={styles.meta}>
        {t('operatorInbox.number', { id: message.message_id })} · {t(`operatorInbox.kinds.${message.kind}`)} ·{' '}
        {t('operatorInbox.received', { date: when(message.created_at) })} ·{' '}
        {t(`operatorInbox.language.${message.lang}`)}
      </p>
      <dl className={styles.facts}>
        <dt>{t('operatorInbox.sender')}</dt>
        <dd className={styles.userText}>
          {message.name} &lt;{message.email}&gt;
        </dd>
        <dt>{t('operatorInbox.company')}</dt>
        <dd className={styles.userText}>{message.company || t('operatorInbox.none')}</dd>
        <dt>{t('operatorInbox.message')}</dt>
        <dd className={styles.userText}>{message.message}</dd>
        {message.reply !== null && (
          <>
            <dt>{t('operatorInbox.reply')}</dt>
            <dd className={styles.userText}>{message.reply}</dd>
          </>
        )}
      </dl>
      {message.replied_at !== null && (
        <p className={styles.meta}>
          {t('operatorInbox.repliedBy', { date: when(message.replied_at), by: message.replied_by ?? '' })} ·{' '}
          {message.reply_mailed_at
            ? t('operatorInbox.mailed', { date: when(message.reply_mailed_at) })
            : t('operatorInbox.mailPending')}
        </p>
      )}
      {message.closed_at !== null && (
        <p className={styles.meta}>
          {t('operatorInbox.closedBy', { date: when(message.closed_at), by: message.closed_by ?? '' })}
        </p>
      )}
      {message.status !== 'closed' && <Actions message={message} onDecided={onDecided} />}
    </li>
  );
}
