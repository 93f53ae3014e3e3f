import type { RecentItem } from '@fd/contract';
import { localDayKey } from '../../../i18n/dates';

export interface DayGroup {
  /** Local calendar day, 'yyyy-mm-dd'. */
  day: string;
  items: RecentItem[];
}

/** Items (newest first) grouped by the local day they were viewed, keeping their order. */
export function groupByDay(items: readonly RecentItem[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = localDayKey(new Date(item.viewed_at));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** 'today', 'yesterday' or null for an older day, seen from `now`. */
export function relativeDay(day: string, now: Date): 'today' | 'yesterday' | null {
  if (day === localDayKey(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return day === localDayKey(yesterday) ? 'yesterday' : null;
}
