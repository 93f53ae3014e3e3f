import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../features/ui/SelectField';
import { ConsoleList } from './ConsoleList';
import styles from './OperatorPage.module.css';
import type { ReportView } from './operatorApi';
import { useConsoleError } from './useConsoleError';

const DECISION_VIEWS: readonly ReportView[] = ['open', 'decided', 'all'];

interface DecisionQueueProps<T, V extends string> {
  /** The query's name in the cache: one per queue. */
  name: string;
  label: string;
  filterLabel: string;
  empty: string;
  /** The views the filter offers (the first is shown first) and their labels; open, decided and all by default. */
  views?: readonly V[];
  viewLabel?: (view: V) => string;
  fetch: (view: V, signal: AbortSignal) => Promise<T[]>;
  keyOf: (item: T) => number;
  /** One card, a list item; `onDecided` reloads the queue and shows the message. */
  renderItem: (item: T, onDecided: (message: string) => void) => ReactNode;
  onDone: (message: string) => void;
}

/**
 * A console queue of things an operator decides (issue reports, privacy requests, messages),
 * filtered by status: open, decided or all unless the queue names its own views.
 */
export function DecisionQueue<T, V extends string = ReportView>(props: DecisionQueueProps<T, V>) {
  const { t } = useTranslation();
  const failure = useConsoleError();
  const id = useId();
  const views = props.views ?? (DECISION_VIEWS as readonly string[] as readonly V[]);
  const label = props.viewLabel ?? ((key: V) => t(`operator.reports.filter.${key as string as ReportView}`));
  const [view, setView] = useState<V>(views[0] as V);
  const items = useQuery({
    queryKey: ['operator', props.name, view],
    queryFn: ({ signal }) => props.fetch(view, signal),
  });
  const error = items.error ? failure(items.error) : null;
  const decided = (message: string) => {
    void items.refetch();
    props.onDone(message);
  };
  return (
    <section className={styles.part} aria-label={props.label}>
      <SelectField
        id={id}
        fieldClassName={`field ${styles.inline}`}
        label={props.filterLabel}
        value={view}
        onChange={(value) => setView(value as V)}
      >
        {views.map((key) => (
          <option key={key} value={key}>
            {label(key)}
          </option>
        ))}
      </SelectField>
      <ConsoleList error={error} items={items.data} empty={props.empty}>
        {(queue) => (
          <ul className={styles.list}>
            {queue.map((item) => (
              <Fragment key={props.keyOf(item)}>{props.renderItem(item, decided)}</Fragment>
            ))}
          </ul>
        )}
      </ConsoleList>
    </section>
  );
}
