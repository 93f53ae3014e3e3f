import { type CompanyEvent, eventText } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { personPath } from '../../../../../features/api/people';
import { PersonLink } from '../../../../../features/company-profile/companyOrigin';
import { ProfileLink } from '../../../../../features/company-profile/ProfileLink';
import { useSourceText } from '../../../../../features/provenance/useSourceText';
import { formatIsoDate } from '../../../../../i18n/dates';
import { useLang } from '../../../../../i18n/useLang';
import styles from './Timeline.module.css';

/** What follows the dash, linked to the person's or the company's page where there is one. */
function Detail({ event, text }: { event: CompanyEvent; text: string }) {
  const { person, company } = event.details;
  if (person?.key) return <PersonLink to={personPath(person.key)}>{text}</PersonLink>;
  if (company?.company_id != null)
    return (
      <ProfileLink kind="company" id={company.company_id}>
        {text}
      </ProfileLink>
    );
  return <>{text}</>;
}

/** One event: its day, its sentence in the UI language, and where it came from and when we learned it. */
export function TimelineEntry({ event }: { event: CompanyEvent }) {
  const { t } = useTranslation();
  const lang = useLang();
  const source = useSourceText();
  const { headline, detail } = eventText(event, lang);
  return (
    <li className={styles.entry}>
      <time className={styles.date} dateTime={event.effective_date}>
        {formatIsoDate(event.effective_date, lang)}
      </time>
      <div className={styles.body}>
        <p className={styles.sentence}>
          <span className={styles.headline}>{headline}</span>
          {detail && (
            <>
              {' – '}
              <Detail event={event} text={detail} />
            </>
          )}
        </p>
        <p className={styles.source}>
          {t('timeline.recorded', {
            source: source.source(event.source),
            date: source.date(event.recorded_at),
          })}
        </p>
      </div>
    </li>
  );
}
