import { CLOCK_REFRESH_MS } from '@fd/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockDate, formatClockTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './Clock.module.css';

/** Date and time, refreshed every minute (on the minute). */
export function Clock() {
  const { t } = useTranslation();
  const lang = useLang();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let interval: number | undefined;
    const untilNextMinute = CLOCK_REFRESH_MS - (Date.now() % CLOCK_REFRESH_MS);
    const timeout = window.setTimeout(() => {
      setNow(new Date());
      interval = window.setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    }, untilNextMinute);
    return () => {
      window.clearTimeout(timeout);
      window.clearInterval(interval);
    };
  }, []);

  const date = formatClockDate(now, lang);
  const time = formatClockTime(now, lang);
  return (
    <time className={styles.clock} dateTime={now.toISOString()} title={t('dashboard.clockLabel')}>
      <span className={styles.date}>{date}</span>
      <span className={styles.time}>{time}</span>
    </time>
  );
}
