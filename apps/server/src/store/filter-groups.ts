import type { FilterGroups } from './types/search';

/**
 * The three operator groups of a filtered search (docs/decisions/071), defined once: every MUST filter holds; when
 * there are AT LEAST filters, one of them holds; when there are EXACTLY ONE filters, exactly
 * one of them holds. Two forms of the same rule: a test compiled from per-filter tests (the
 * filter index, tests' oracles) and a SQL condition (employee search).
 */
export function compileGroups<F, X>(
  groups: FilterGroups<F>,
  testOf: (filter: F) => (item: X) => boolean,
): (item: X) => boolean {
  const must = groups.must.map(testOf);
  const atleast = groups.atleast.map(testOf);
  const exclusive = groups.exclusive.map(testOf);
  return (item) => {
    for (const test of must) if (!test(item)) return false;
    if (atleast.length > 0) {
      let any = false;
      for (const test of atleast)
        if (test(item)) {
          any = true;
          break;
        }
      if (!any) return false;
    }
    if (exclusive.length > 0) {
      let holding = 0;
      for (const test of exclusive) if (test(item) && ++holding > 1) return false;
      if (holding !== 1) return false;
    }
    return true;
  };
}

/**
 * The same groups with every group of one filter moved to MUST: at least one of one, and
 * exactly one of one, both mean that it holds. Lets the search read such a filter's
 * candidates from an index as it does for a MUST filter.
 */
export function simplifyGroups<F>(groups: FilterGroups<F>): FilterGroups<F> {
  const atleast = groups.atleast.length === 1 ? groups.atleast : [];
  const exclusive = groups.exclusive.length === 1 ? groups.exclusive : [];
  return {
    must: [...groups.must, ...atleast, ...exclusive],
    atleast: atleast.length > 0 ? [] : groups.atleast,
    exclusive: exclusive.length > 0 ? [] : groups.exclusive,
  };
}

/** The rule for one item whose filters are tested by `holds`. */
export function groupsHold<F>(groups: FilterGroups<F>, holds: (filter: F) => boolean): boolean {
  return compileGroups(groups, (filter: F) => () => holds(filter))(undefined);
}

export interface SqlPart {
  text: string;
  params: unknown[];
}

/** The rule as SQL conditions (to be joined with AND), from each filter's own condition. */
export function groupsSql<F>(groups: FilterGroups<F>, toSql: (filter: F) => SqlPart): SqlPart[] {
  const parts: SqlPart[] = groups.must.map(toSql);
  if (groups.atleast.length > 0) {
    const each = groups.atleast.map(toSql);
    parts.push({
      text: `(${each.map((s) => `(${s.text})`).join(' OR ')})`,
      params: each.flatMap((s) => s.params),
    });
  }
  if (groups.exclusive.length > 0) {
    const each = groups.exclusive.map(toSql);
    parts.push({
      text: `(${each.map((s) => `coalesce((${s.text}), 0)`).join(' + ')}) = 1`,
      params: each.flatMap((s) => s.params),
    });
  }
  return parts;
}
