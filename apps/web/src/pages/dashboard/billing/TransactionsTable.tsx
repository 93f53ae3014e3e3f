import { useTranslation } from 'react-i18next';
import { formatDay, formatMonthYear } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './BillingPage.module.css';
import { formatEuro, type SampleTransaction } from './billingSample';

export interface TransactionsTableProps {
  /** Newest first. */
  transactions: SampleTransaction[];
}

/** The sample's transactions: number, date, what was billed, amount, status. */
export function TransactionsTable({ transactions }: TransactionsTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = t('billing.transactions', { returnObjects: true });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{columns.number}</th>
            <th scope="col">{columns.date}</th>
            <th scope="col">{columns.description}</th>
            <th scope="col" className={styles.amount}>
              {columns.amount}
            </th>
            <th scope="col">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <tr key={transaction.number}>
              <td data-label={columns.number} className="numeric">
                {transaction.number}
              </td>
              <td data-label={columns.date} className="numeric">
                {formatDay(transaction.date, lang)}
              </td>
              <td data-label={columns.description}>
                {t('billing.transactions.item', { period: formatMonthYear(transaction.period, lang) })}
              </td>
              <td data-label={columns.amount} className={`${styles.amount} numeric`}>
                {formatEuro(transaction.amount, lang)}
              </td>
              <td data-label={columns.status}>
                <span className={styles.paid}>{columns.paid}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
