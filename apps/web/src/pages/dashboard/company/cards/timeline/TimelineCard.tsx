import type { Company, CompanyEvent, EventType, ProvenanceField } from '@fd/contract';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../../features/company-profile/EmptyNote';
import { FactList } from '../../../../../features/company-profile/FactList';
import { ProfileCard } from '../../../../../features/company-profile/ProfileCard';
import { SourceLine } from '../../../../../features/provenance/SourceLine';
import { SelectField } from '../../../../../features/ui/SelectField';
import { formatIsoDate } from '../../../../../i18n/dates';
import { useLang } from '../../../../../i18n/useLang';
import { sectionId } from '../../summary/sections';
import cardStyles from '../cards.module.css';
import styles from './Timeline.module.css';
import { TimelineEntry } from './TimelineEntry';
import { latestUpdate, typeCounts } from './timelineModel';

/** Events shown before 'show all'. */
const FIRST_EVENTS = 10;
/** The field groups whose changes the events record, for the card's source line. */
const TIMELINE_FIELDS: readonly ProvenanceField[] = [
  'name',
  'legal_form',
  'address',
  'legal_status',
  'register',
  'representatives',
  'ownership',
  'financials',
];

export interface TimelineCardProps {
  company: Pick<Company, 'date_updated' | 'date_added'>;
  /** Newest first. */
  events: readonly CompanyEvent[];
}

/** 'Chronik': the company's register events newest first, filtered by type, each with its source. */
export function TimelineCard({ company, events }: TimelineCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const filterId = useId();
  const [type, setType] = useState<EventType | 'all'>('all');
  const [expanded, setExpanded] = useState(false);
  const counts = typeCounts(events);
  const filtered = type === 'all' ? events : events.filter((event) => event.type === type);
  const shown = expanded ? filtered : filtered.slice(0, FIRST_EVENTS);
  const notAvailable = t('common.notAvailable');

  return (
    <ProfileCard
      id={sectionId('timeline')}
      title={t('timeline.title')}
      icon={History}
      footer={<SourceLine fields={TIMELINE_FIELDS} />}
    >
      <FactList
        layout="stacked"
        facts={[
          {
            label: t('timeline.latestUpdate'),
            value: formatIsoDate(latestUpdate(events, company.date_updated), lang) ?? notAvailable,
          },
          { label: t('timeline.added'), value: formatIsoDate(company.date_added, lang) ?? notAvailable },
        ]}
      />
      {events.length === 0 ? (
        <EmptyNote text={t('timeline.empty')} />
      ) : (
        <>
          <SelectField
            id={filterId}
            fieldClassName={styles.filter}
            label={t('timeline.filterLabel')}
            value={type}
            onChange={(value) => setType(counts.find((entry) => entry.type === value)?.type ?? 'all')}
          >
            <option value="all">{t('timeline.allTypes', { count: events.length })}</option>
            {counts.map((entry) => (
              <option key={entry.type} value={entry.type}>
                {t('timeline.typeOption', { label: t(`timeline.types.${entry.type}`), count: entry.count })}
              </option>
            ))}
          </SelectField>
          <ol className={styles.list} aria-label={t('timeline.listLabel')}>
            {shown.map((event) => (
              <TimelineEntry key={event.event_id} event={event} />
            ))}
          </ol>
          {filtered.length > FIRST_EVENTS && (
            <button
              type="button"
              className={cardStyles.textButton}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('timeline.showFewer') : t('timeline.showAll', { count: filtered.length })}
            </button>
          )}
        </>
      )}
    </ProfileCard>
  );
}
