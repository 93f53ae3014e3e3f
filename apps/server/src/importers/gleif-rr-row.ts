/** One GLEIF RR-CDF Level 2 row (golden-copy relationship CSV) → an ownership edge. */
import { fingerprint } from './fingerprint';
import { isValidLei } from './lei';
import { filtered, type RowResult, record, skip } from './row-result';
import type { ImportedRelationship, RelationshipKind } from './types';
import { toDate, toTimestamp } from './values';

export const GLEIF_RR_REQUIRED = [
  'Relationship.StartNode.NodeID',
  'Relationship.EndNode.NodeID',
  'Relationship.RelationshipType',
] as const;

const KINDS: Readonly<Record<string, RelationshipKind>> = {
  IS_DIRECTLY_CONSOLIDATED_BY: 'direct-parent',
  IS_ULTIMATELY_CONSOLIDATED_BY: 'ultimate-parent',
  IS_INTERNATIONAL_BRANCH_OF: 'branch-of',
  'IS_FUND-MANAGED_BY': 'fund-managed-by',
  IS_SUBFUND_OF: 'subfund-of',
  IS_FEEDER_TO: 'feeder-to',
};

/** Registrations that do not stand for a relationship (GLEIF voided or doubled them). */
const VOID = new Set(['ANNULLED', 'DUPLICATE']);

type Get = (column: string) => string;

/** The relationship period (periodType RELATIONSHIP_PERIOD) among up to five periods, else the first. */
function period(get: Get): { start: string | null; end: string | null } {
  let chosen = 1;
  for (let n = 1; n <= 5; n++) {
    if (get(`Relationship.Period.${n}.periodType`).toUpperCase() === 'RELATIONSHIP_PERIOD') {
      chosen = n;
      break;
    }
  }
  return {
    start: toDate(get(`Relationship.Period.${chosen}.startDate`)),
    end: toDate(get(`Relationship.Period.${chosen}.endDate`)),
  };
}

/** `keep` says whether an LEI is one of the imported companies; edges touching none are filtered. */
export function mapGleifRrRow(
  get: Get,
  line: number,
  keep: (lei: string) => boolean,
): RowResult<ImportedRelationship> {
  const childLei = get('Relationship.StartNode.NodeID').toUpperCase();
  const parentLei = get('Relationship.EndNode.NodeID').toUpperCase();
  for (const side of ['StartNode', 'EndNode']) {
    const type = get(`Relationship.${side}.NodeIDType`).toUpperCase();
    if (type && type !== 'LEI') return filtered(`node id type ${type}`);
  }
  if (!isValidLei(childLei)) return skip(`invalid child LEI '${childLei.slice(0, 24)}'`);
  if (!isValidLei(parentLei)) return skip(`invalid parent LEI '${parentLei.slice(0, 24)}'`);
  if (childLei === parentLei) return skip('a company related to itself');
  const sourceType = get('Relationship.RelationshipType').toUpperCase();
  const kind = KINDS[sourceType];
  if (!kind) return skip(`unknown relationship type '${sourceType.slice(0, 40)}'`);
  const registration = get('Registration.RegistrationStatus').toUpperCase();
  if (VOID.has(registration)) return filtered(`registration ${registration.toLowerCase()}`);
  if (!keep(childLei) && !keep(parentLei)) return filtered('outside AT/DE/CH');
  const { start, end } = period(get);
  const edge: Omit<ImportedRelationship, 'fingerprint' | 'sourceDate' | 'sourceLine'> = {
    source: 'gleif',
    childLei,
    parentLei,
    kind,
    sourceType,
    status: get('Relationship.RelationshipStatus').toUpperCase() === 'INACTIVE' ? 'inactive' : 'active',
    startDate: start,
    endDate: end,
  };
  return record({
    ...edge,
    sourceDate: toTimestamp(get('Registration.LastUpdateDate')),
    sourceLine: line,
    fingerprint: fingerprint(edge),
  });
}
