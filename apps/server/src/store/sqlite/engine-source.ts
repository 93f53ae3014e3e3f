import { COMPANY_RANGE_INDICATORS } from '@fd/contract';
import type Database from 'better-sqlite3';
import type {
  ChangeSource,
  CompanyRowsSource,
  EngineSource,
  EventRowsSource,
  FacetRow,
  GroupEdgeSource,
  PlaceSource,
  TitleSource,
} from '../../search-engine';
import type { SqliteDatabase } from './database';
import { createDensityEstimator } from './gazetteer-repository';
import { sqliteNameTextSource } from './name-text-source';

/**
 * The search engine's input from a SQLite company file: the dataset file of an embedded
 * install, or the local index a PostgreSQL server keeps (docs/decisions/208). Every statement is
 * prepared once, here.
 */
export function sqliteEngineSource(db: SqliteDatabase): EngineSource {
  return {
    changes: sqliteChangeSource(db),
    companies: companyRows(db),
    groups: groupEdges(db),
    events: eventRows(db),
    titles: titles(db),
    names: sqliteNameTextSource(db),
    places: places(db),
  };
}

/**
 * Runs a statement that reads some companies, `WHERE company_id IN (SELECT value FROM json_each(?))`,
 * once for all of them (docs/decisions/216); none for no company.
 */
function batch(statement: Database.Statement<unknown[]>, companyIds: readonly number[]): unknown[] {
  return companyIds.length === 0 ? [] : statement.all(JSON.stringify(companyIds));
}

/** The change sequence `company_changes`. */
export function sqliteChangeSource(db: SqliteDatabase): ChangeSource {
  const last = db.prepare('SELECT coalesce(max(change_id), 0) FROM company_changes').pluck();
  const after = db
    .prepare(
      'SELECT change_id, company_id FROM company_changes WHERE change_id > ? ORDER BY change_id LIMIT ?',
    )
    .raw();
  return {
    isOpen: () => db.open,
    lastChangeId: () => Number(last.get()),
    changesAfter: (position, limit) => after.all(position, limit) as [number, number][],
  };
}

function companyRows(db: SqliteDatabase): CompanyRowsSource {
  const maxFacetId = db.prepare('SELECT coalesce(max(company_id), 0) FROM company_facets').pluck();
  const facets = db
    .prepare('SELECT company_id, country_code, active, industry_id, latitude, longitude FROM company_facets')
    .raw();
  // A follower's batch of companies, one statement each (docs/decisions/216): the ids as one JSON list.
  const facetsOf = db
    .prepare(`SELECT company_id, country_code, active, industry_id, latitude, longitude FROM company_facets
       WHERE company_id IN (SELECT value FROM json_each(?)) ORDER BY company_id`)
    .raw();
  const figures = COMPANY_RANGE_INDICATORS.join(', ');
  const reportCount = db.prepare('SELECT count(*) FROM latest_financials').pluck();
  const reports = db
    .prepare(`SELECT company_id, ${figures} FROM latest_financials ORDER BY company_id`)
    .raw();
  const reportsOf = db
    .prepare(`SELECT company_id, ${figures} FROM latest_financials
       WHERE company_id IN (SELECT value FROM json_each(?)) ORDER BY company_id`)
    .raw();
  // Prepared per call, each search with industry names parsed the SQL again on the loop's
  // thread (docs/decisions/201).
  const industriesNamed = db
    .prepare(
      `SELECT industry_id FROM industries WHERE gegenstand IN (SELECT value FROM json_each(?))
          OR label_en IN (SELECT value FROM json_each(?))`,
    )
    .pluck();
  const totals = db.prepare(
    'SELECT count(*) AS companies, coalesce(max(company_id), 0) AS maxId FROM companies',
  );
  const names = db
    .prepare(
      'SELECT company_id, company_name FROM companies WHERE company_id IN (SELECT value FROM json_each(?))',
    )
    .raw();
  return {
    maxFacetId: () => Number(maxFacetId.get()),
    facets: () => facets.iterate() as Iterable<[number, ...FacetRow]>,
    facetsOf: (companyIds) => batch(facetsOf, companyIds) as [number, ...FacetRow][],
    reportCount: () => Number(reportCount.get()),
    reports: () => reports.iterate() as Iterable<(number | null)[]>,
    reportsOf: (companyIds) => batch(reportsOf, companyIds) as (number | null)[][],
    industriesNamed(texts) {
      const list = JSON.stringify(texts);
      return industriesNamed.all(list, list) as number[];
    },
    totals: () => totals.get() as { companies: number; maxId: number },
    namesOf: (companyIds) => batch(names, companyIds) as [number, string][],
  };
}

function groupEdges(db: SqliteDatabase): GroupEdgeSource {
  // Reads the partial index of migration 010: only companies with a parent.
  const recordParents = db
    .prepare('SELECT company_id, parent_id FROM company_facets WHERE parent_id IS NOT NULL')
    .raw();
  // Direct parents first: ORDER BY puts 'direct-parent' before 'ultimate-parent'.
  const gleifParents = db
    .prepare(`SELECT r.company_id, i.company_id AS parent_id
        FROM company_relationships r JOIN company_identity i ON i.lei = r.parent_lei
       WHERE r.kind IN ('direct-parent', 'ultimate-parent') AND r.status = 'active' AND r.end_date IS NULL
       ORDER BY r.company_id, r.kind, r.parent_lei`)
    .raw();
  // A follower's batch of companies, one statement each (docs/decisions/216).
  const recordParentsOf = db
    .prepare(`SELECT company_id, parent_id FROM company_facets
       WHERE company_id IN (SELECT value FROM json_each(?)) AND parent_id IS NOT NULL ORDER BY company_id`)
    .raw();
  // Read from the companies' own relationships (their primary key), the LEI looked up per row: a
  // join ordered by the parent's id let the planner walk company_identity instead.
  const gleifParentsOf = db
    .prepare(`SELECT r.company_id, (SELECT i.company_id FROM company_identity i WHERE i.lei = r.parent_lei)
        FROM company_relationships r
       WHERE r.company_id IN (SELECT value FROM json_each(?)) AND r.kind IN ('direct-parent', 'ultimate-parent')
         AND r.status = 'active' AND r.end_date IS NULL
       ORDER BY r.company_id, r.kind, r.parent_lei`)
    .raw();
  // The batch's companies by their primary key (NOT INDEXED): the statistics of a local index
  // analysed before an import gave companies their LEIs call the LEI index empty, and the planner
  // walked it whole, every LEI the import added, in every batch (docs/decisions/216).
  const gleifChildren = db
    .prepare(`SELECT DISTINCT r.company_id FROM company_identity i NOT INDEXED
        JOIN company_relationships r ON r.parent_lei = i.lei
       WHERE i.company_id IN (SELECT value FROM json_each(?)) AND i.lei IS NOT NULL`)
    .pluck();
  return {
    recordParents: () => recordParents.iterate() as Iterable<[number, number]>,
    gleifParents: () => gleifParents.iterate() as Iterable<[number, number]>,
    recordParentsOf: (companyIds) => batch(recordParentsOf, companyIds) as [number, number][],
    gleifParentsOf: (companyIds) => batch(gleifParentsOf, companyIds) as [number, number | null][],
    gleifChildrenOf: (companyIds) => batch(gleifChildren, companyIds) as number[],
  };
}

function eventRows(db: SqliteDatabase): EventRowsSource {
  const typeCounts = db.prepare('SELECT type, count(*) FROM company_events GROUP BY type').raw();
  const events = db
    .prepare('SELECT type, effective_date, company_id FROM company_events ORDER BY type, effective_date')
    .raw();
  // A follower's batch of companies, one statement (docs/decisions/216); the index's order.
  const eventsOf = db
    .prepare(`SELECT company_id, type, effective_date FROM company_events
       WHERE company_id IN (SELECT value FROM json_each(?)) ORDER BY company_id, effective_date`)
    .raw();
  return {
    typeCounts: () => typeCounts.all() as [number, number][],
    events: () => events.iterate() as Iterable<[number, number, number]>,
    eventsOf: (companyIds) => batch(eventsOf, companyIds) as [number, number, number][],
  };
}

/** Companies by a holder's title, through the `(title, company_id)` indexes. */
function titles(db: SqliteDatabase): TitleSource {
  const statement = (table: string) =>
    db
      .prepare(
        `SELECT company_id FROM ${table} WHERE title = ? AND company_id > ? ORDER BY company_id LIMIT ?`,
      )
      .pluck();
  const byHolders = { representatives: statement('representatives'), employees: statement('employees') };
  return {
    companiesWithTitle: (holders, title, after, limit) =>
      byHolders[holders].all(title, after, limit) as number[],
  };
}

/** The R*Tree `company_geo` and the companies per postcode of the gazetteer. */
function places(db: SqliteDatabase): PlaceSource {
  const inBox = db
    .prepare(
      'SELECT company_id FROM company_geo WHERE min_lat >= ? AND max_lat <= ? AND min_lon >= ? AND max_lon <= ?',
    )
    .pluck();
  return {
    companiesInBox: (box) => inBox.all(box.minLat, box.maxLat, box.minLon, box.maxLon) as number[],
    estimateInBox: createDensityEstimator(db),
  };
}
