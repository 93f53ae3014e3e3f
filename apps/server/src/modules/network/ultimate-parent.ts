/** The top of a company's ownership chain as stored, when it is not the direct parent. */
import type { NetworkCompanyRow, NetworkRepository } from '../../store/types';
import { recordParents } from './edges';

/** Longer chains than this are treated as the data's fault, not walked further. */
const MAX_STEPS = 16;

/**
 * Follows each company's first (majority) owner upwards. A company seen before ends the walk, so a
 * cycle (A owns B owns A) stops instead of looping. Returns null when the chain has one step or none.
 */
export async function ultimateParent(
  repo: NetworkRepository,
  start: NetworkCompanyRow,
  rows: Map<number, NetworkCompanyRow>,
): Promise<number | null> {
  const seen = new Set([start.company_id]);
  let current = start;
  let steps = 0;
  for (; steps < MAX_STEPS; steps++) {
    const [parentId] = recordParents(current);
    if (parentId === undefined || seen.has(parentId)) break;
    seen.add(parentId);
    const parent = rows.get(parentId) ?? (await repo.companies([parentId]))[0];
    if (!parent) break;
    rows.set(parentId, parent);
    current = parent;
  }
  return steps >= 2 ? current.company_id : null;
}
