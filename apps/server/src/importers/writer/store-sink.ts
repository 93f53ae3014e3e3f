/**
 * The writer behind ImportSink: each batch in one transaction of the configured store. A record
 * whose source fingerprint is unchanged is skipped (importing a file twice changes nothing); a
 * new or changed one is matched (decision 003), merged (plan.ts), recorded in the change history
 * and announced in the change sequence, so every server's indexes and caches follow.
 */
import type { DataSource, ImportStore, ImportTransaction } from '../../store/types';
import { fingerprint } from '../fingerprint';
import { decideMatch } from '../matcher';
import type {
  ImportedCompany,
  ImportedOfficer,
  ImportedRelationship,
  ImportSink,
  RelationshipKind,
} from '../types';
import { companyEvents, isParentTie, relationshipEvents } from './events';
import { planCompany } from './plan';

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Records merged into a company another record created (by LEI, register key, name + postcode). */
  merged: Record<'lei' | 'register-key' | 'name-postcode', number>;
  relationshipsWritten: number;
  relationshipsUnchanged: number;
  /** Relationships whose child company we do not hold. */
  relationshipsWithoutCompany: number;
  historyEntries: number;
}

export const emptyCounts = (): WriteCounts => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  merged: { lei: 0, 'register-key': 0, 'name-postcode': 0 },
  relationshipsWritten: 0,
  relationshipsUnchanged: 0,
  relationshipsWithoutCompany: 0,
  historyEntries: 0,
});

/** The stable key an imported company keeps for good: its first source record. */
export const importedKey = (company: ImportedCompany) => `imp:${company.source}:${company.sourceId}`;

const KIND_TEXT: Record<RelationshipKind, string> = {
  'direct-parent': 'direct parent',
  'ultimate-parent': 'ultimate parent',
  'branch-of': 'branch of',
  'fund-managed-by': 'fund managed by',
  'subfund-of': 'sub-fund of',
  'feeder-to': 'feeder to',
};

async function writeCompany(
  tx: ImportTransaction,
  company: ImportedCompany,
  officers: readonly ImportedOfficer[] | null,
  now: string,
  counts: WriteCounts,
  corrected: ReadonlySet<string>,
): Promise<void> {
  const source: DataSource = company.source;
  // Officers belong to the record: a changed board is a changed record.
  const recordPrint = officers
    ? `${company.fingerprint}:${fingerprint(officers.map((officer) => officer.fingerprint).sort())}`
    : company.fingerprint;
  const known = await tx.sourceRecord(source, company.sourceId);
  if (known?.fingerprint === recordPrint) {
    counts.unchanged++;
    return;
  }
  let companyId = known?.companyId ?? null;
  if (companyId === null) {
    const decision = await decideMatch(company, tx);
    if (decision.kind === 'same') {
      companyId = Number(decision.id);
      counts.merged[decision.by]++;
    }
  }
  const stored = companyId === null ? null : await tx.company(companyId);
  const postcode = company.address.postcode ?? company.headquarters?.postcode ?? null;
  const located = postcode ? await tx.postcodeCentre(postcode, company.country) : null;
  // Read per record only where the batch's one lookup found any: most records have none.
  const corrections =
    stored && corrected.has(company.sourceId) ? await tx.corrections(source, company.sourceId) : [];
  const plan = planCompany(company, officers, stored, located, now, corrections);
  const today = now.slice(0, 10);
  if (!stored) {
    companyId = await tx.insertCompany(plan.fields, importedKey(company), today);
    counts.created++;
  } else {
    await tx.updateCompany(stored.companyId, stored.fields, plan.fields, today);
    companyId = stored.companyId;
    if (plan.history.length > 0) counts.updated++;
    else counts.unchanged++;
  }
  await tx.saveIdentity(companyId, plan.identity);
  await tx.saveSource(
    companyId,
    { source, sourceId: company.sourceId, sourceDate: company.sourceDate, fingerprint: recordPrint },
    now,
  );
  await tx.saveProvenance(companyId, plan.provenance);
  if (plan.representatives) await tx.replaceRepresentatives(companyId, plan.representatives);
  if (plan.superseded.length > 0) await tx.dropCorrections(companyId, plan.superseded);
  await tx.addHistory(companyId, plan.history);
  counts.historyEntries += plan.history.length;
  await tx.addEvents(companyId, companyEvents(company, officers, stored, plan, now));
  await tx.recordChange(companyId, source);
}

async function writeRelationship(
  tx: ImportTransaction,
  relationship: ImportedRelationship,
  now: string,
  counts: WriteCounts,
): Promise<void> {
  const child = await tx.byLei(relationship.childLei);
  if (!child) {
    counts.relationshipsWithoutCompany++;
    return;
  }
  const companyId = Number(child.id);
  const stored = await tx.relationship(companyId, relationship.parentLei, relationship.kind);
  if (stored?.fingerprint === relationship.fingerprint) {
    counts.relationshipsUnchanged++;
    return;
  }
  const parent = (await tx.nameByLei(relationship.parentLei)) ?? relationship.parentLei;
  const describe = (status: string, endDate: string | null) =>
    `${KIND_TEXT[relationship.kind]}: ${parent}${status === 'inactive' ? ` (ended${endDate ? ` ${endDate}` : ''})` : ''}`;
  await tx.saveRelationship(companyId, {
    parentLei: relationship.parentLei,
    kind: relationship.kind,
    status: relationship.status,
    startDate: relationship.startDate,
    endDate: relationship.endDate,
    sourceDate: relationship.sourceDate,
    fingerprint: relationship.fingerprint,
  });
  const oldText = stored ? describe(stored.status, stored.endDate) : null;
  const newText = describe(relationship.status, relationship.endDate);
  if (oldText !== newText && isParentTie(relationship)) {
    const parentId = (await tx.byLei(relationship.parentLei))?.id ?? null;
    const events = relationshipEvents(
      relationship,
      companyId,
      { companyId: parentId === null ? null : Number(parentId), name: parent },
      now,
    );
    await tx.addEvents(companyId, events.child);
    if (parentId !== null && Number(parentId) !== companyId) {
      // The parent's page shows the subsidiary: its rows change too, with an entry of their own.
      await tx.addEvents(Number(parentId), events.parent);
      await tx.recordChange(Number(parentId), 'gleif');
    }
  }
  if (oldText !== newText) {
    await tx.addHistory(companyId, [
      {
        field: 'ownership',
        oldValue: oldText,
        newValue: newText,
        changedAt: now,
        source: 'gleif',
        sourceDate: relationship.sourceDate,
      },
    ]);
    counts.historyEntries++;
  }
  await tx.saveProvenance(companyId, [
    { field: 'ownership', source: 'gleif', sourceDate: relationship.sourceDate, published: true },
  ]);
  await tx.recordChange(companyId, 'gleif');
  counts.relationshipsWritten++;
}

/** An ImportSink on a store; `counts` tells what the run did. */
export function createStoreSink(
  store: ImportStore,
  clock: () => Date = () => new Date(),
): ImportSink & { counts: WriteCounts } {
  const counts = emptyCounts();
  return {
    counts,
    async writeBatch(companies, relationships, officers) {
      const bySource = new Map<string, ImportedOfficer[]>();
      for (const officer of officers) {
        const list = bySource.get(officer.companySourceId) ?? [];
        list.push(officer);
        bySource.set(officer.companySourceId, list);
      }
      const now = clock().toISOString();
      // Counted only once the batch is committed: a failed batch leaves the counts as they were.
      const batch = emptyCounts();
      await store.transaction(async (tx) => {
        const corrected = new Map<DataSource, Set<string>>();
        for (const company of companies) {
          const own = company.source === 'offeneregister' ? (bySource.get(company.sourceId) ?? []) : null;
          if (!corrected.has(company.source))
            corrected.set(company.source, await tx.correctedRecords(company.source));
          await writeCompany(tx, company, own, now, batch, corrected.get(company.source)!);
        }
        for (const relationship of relationships) await writeRelationship(tx, relationship, now, batch);
      });
      addCounts(counts, batch);
    },
  };
}

function addCounts(total: WriteCounts, batch: WriteCounts): void {
  for (const key of Object.keys(batch) as (keyof WriteCounts)[]) {
    if (key === 'merged') {
      for (const by of Object.keys(batch.merged) as (keyof WriteCounts['merged'])[])
        total.merged[by] += batch.merged[by];
    } else total[key] += batch[key];
  }
}
