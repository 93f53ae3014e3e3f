import type { PersonCorrection, PrivacyRequest } from '@fd/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatIsoDate } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { CorrectionForm } from './CorrectionForm';
import { DecisionError, RejectForm, useDecisionRun } from './DecisionParts';
import styles from './OperatorPage.module.css';
import { blockForPrivacyRequest, correctForPrivacyRequest, rejectPrivacyRequest } from './operatorApi';
import { PersonKeyField } from './PersonKeyField';

/** The page key a request's `about` names, when it is the address of a person or employee page. */
export function pageKeyOf(about: string): string {
  const person = /\/dashboard\/people\/([^/?#]+)/.exec(about);
  if (person?.[1]) return decodeURIComponent(person[1]);
  const employee = /\/dashboard\/employees\/(\d+)/.exec(about);
  return employee?.[1] ? `e${employee[1]}` : '';
}

/** Block the person (objection, erasure), correct their record (rectification), or reject with a reason. */
function Decision({ request, onDecided }: { request: PrivacyRequest; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const [person, setPerson] = useState(pageKeyOf(request.about));
  const id = request.request_id;

  const { busy, error, run } = useDecisionRun(onDecided);
  const block = (event: FormEvent) => {
    event.preventDefault();
    void run(() => blockForPrivacyRequest(id, person.trim()), t('operatorPrivacy.blocked', { id }));
  };
  const correct = (page: string, corrections: PersonCorrection[]) =>
    void run(() => correctForPrivacyRequest(id, page, corrections), t('operatorPrivacy.corrected', { id }));
  const reject = (reason: string) =>
    void run(() => rejectPrivacyRequest(id, reason), t('operatorPrivacy.rejected', { id }));

  return (
    <div className={styles.decision}>
      {request.kind === 'rectification' ? (
        <CorrectionForm initialPerson={person} busy={busy} onCorrect={correct} />
      ) : (
        <form className={styles.decisionForm} onSubmit={block}>
          <PersonKeyField label={t('operatorPrivacy.person')} value={person} onChange={setPerson} />
          <button type="submit" className="btn btn-primary" disabled={busy || person.trim() === ''}>
            {t('operatorPrivacy.block')}
          </button>
        </form>
      )}
      <RejectForm
        label={t('operatorPrivacy.rejectReason')}
        button={t('operatorPrivacy.reject')}
        busy={busy}
        onReject={reject}
      />
      <DecisionError error={error} />
    </div>
  );
}

/** One privacy request: who asks what about whom, its deadline (marked when passed), its decision. */
export function PrivacyRequestCard({
  request,
  onDecided,
}: {
  request: PrivacyRequest;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li
      className={`card ${styles.report}`}
      aria-label={t('operatorPrivacy.number', { id: request.request_id })}
    >
      <div className={styles.reportHead}>
        <h2 className={styles.reportTitle}>{t(`operatorPrivacy.kinds.${request.kind}`)}</h2>
        <span className={styles.badge}>{t(`operatorPrivacy.status.${request.status}`)}</span>
      </div>
      <p className={styles.meta}>
        {t('operatorPrivacy.number', { id: request.request_id })} ·{' '}
        {t('operatorPrivacy.received', { date: formatDateTime(request.received_at, lang) })} ·{' '}
        <span className={request.overdue ? styles.overdue : undefined}>
          {t('operatorPrivacy.deadline', { date: formatIsoDate(request.deadline, lang) })}
          {request.overdue ? ` · ${t('operatorPrivacy.overdue')}` : ''}
        </span>
      </p>
      <dl className={styles.facts}>
        <dt>{t('operatorPrivacy.requester')}</dt>
        <dd className={styles.userText}>
          {request.name} &lt;{request.email}&gt;
        </dd>
        <dt>{t('operatorPrivacy.about')}</dt>
        <dd className={styles.userText}>{request.about}</dd>
        {request.kind === 'rectification' && (
          <>
            <dt>{t('operatorPrivacy.correction')}</dt>
            <dd className={styles.userText}>{request.correction}</dd>
          </>
        )}
        {request.corrections && (
          <>
            <dt>{t('operatorPrivacy.correctedValues')}</dt>
            <dd className={styles.userText}>
              {request.corrections
                .map(
                  (c) =>
                    `${t(`operatorPrivacy.fields.${c.field}`)}: ${c.value || t('operatorPrivacy.removed')}`,
                )
                .join(' · ')}
            </dd>
          </>
        )}
        <dt>{t('operatorPrivacy.message')}</dt>
        <dd className={styles.userText}>{request.message || t('operatorPrivacy.none')}</dd>
      </dl>
      {request.status === 'open' ? (
        <Decision request={request} onDecided={onDecided} />
      ) : (
        <p className={styles.meta}>
          {t('operatorPrivacy.decided', {
            status: t(`operatorPrivacy.status.${request.status}`),
            date: request.decided_at ? formatDateTime(request.decided_at, lang) : '',
            by: request.decided_by ?? '',
          })}
          {request.decision_reason
            ? ` · ${t('operatorPrivacy.reason', { reason: request.decision_reason })}`
            : ''}
        </p>
      )}
    </li>
  );
}
