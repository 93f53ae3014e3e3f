/** Register events as the company store reads and writes them (docs/decisions/130). */
import type { CompanyEvent, DataSourceName, EventType } from '@fd/contract';

/** An event to record: what an import or Refresh Data found different. */
export interface EventRecord {
  type: EventType;
  /** When it happened in the register (YYYY-MM-DD): the source's date where it gives none of its own. */
  effectiveDate: string;
  /** When it was recorded (ISO 8601). */
  recordedAt: string;
  source: DataSourceName;
  oldValue?: string | null;
  newValue?: string | null;
  /** The person involved; `personKey` as on their mandates (without the page's `p`). */
  person?: { name: string; role: string | null; personKey: string | null } | null;
  /** The company involved: its id when we hold it (its name is then read from the dataset), else its name. */
  company?: { companyId: number | null; name: string | null } | null;
  amount?: number | null;
  share?: number | null;
  reference?: string | null;
}

export interface EventRepository {
  /** A company's events, newest first by effective date (then the later recorded first), at most `limit`. */
  ofCompany(companyId: number, limit: number): Promise<CompanyEvent[]>;
}
