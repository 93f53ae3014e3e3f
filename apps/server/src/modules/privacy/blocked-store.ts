/**
 * The company store as readers of people data see it (docs/decisions/171): every repository
 * method that returns a person filters out the people of the block set. The services are built
 * on this store, so the company page, person and employee pages, the network, employee search,
 * the contacts book and its export, recently viewed, the event feed, webhooks and the MCP tools
 * all read through it.
 */
import type { Company, CompanyEvent } from '@fd/contract';
import type { CompanyStore, EmployeeSearchQuery } from '../../store/types';
import { type BlockSet, hides, type Loaded, pageOfMandate } from './block-set';

const mentioner = (names: ReadonlySet<string>) => (text: string | null | undefined) =>
  [...names].some((name) => text?.includes(name));

/** A company record without the names of blocked people who hold a mandate in it. */
function withoutNames(company: Company, names: ReadonlySet<string>): Company {
  if (names.size === 0) return company;
  const mentions = mentioner(names);
  return {
    ...company,
    ceo: company.ceo !== null && names.has(company.ceo) ? null : company.ceo,
    founders: company.founders.filter((party) => !names.has(party.name)),
    owners: company.owners.filter((party) => !names.has(party.name)),
    recent_updates: company.recent_updates.filter(
      (update) => !mentions(update.description) && !mentions(update.old_value) && !mentions(update.new_value),
    ),
  };
}

const eventsOf = <T extends CompanyEvent>(set: Loaded, companyId: (event: T) => number, events: T[]) =>
  set.empty
    ? events
    : events.filter((event) => !hides.eventPerson(set, companyId(event), event.details.person));

export function withoutBlockedPeople(store: CompanyStore, blocks: BlockSet): CompanyStore {
  const { companyDetail, employeeLookup, employeeSearch, network, events, history } = store;
  /** Names of the blocked people who hold a mandate in the company. */
  const blockedNames = async (companyId: number, set: Loaded) =>
    new Set(
      (await companyDetail.representatives(companyId))
        .filter((r) => hides.page(set, r.person))
        .map((r) => r.name),
    );
  const employees = async <T extends { employee_id: number }>(rows: T[]) => {
    const set = await blocks.current();
    return set.empty ? rows : rows.filter((row) => !hides.employee(set, row.employee_id));
  };
  const mandates = async <T extends { person_key: string | null; representative_id: number }>(rows: T[]) => {
    const set = await blocks.current();
    return set.empty ? rows : rows.filter((row) => !hides.page(set, pageOfMandate(row)));
  };
  const withoutBlocked = async (query: EmployeeSearchQuery): Promise<EmployeeSearchQuery> => {
    const set = await blocks.current();
    return set.empty ? query : { ...query, excludedIds: [...set.employeeIds] };
  };
  return {
    ...store,
    onChange: (listener) => store.onChange(listener),
    companyDetail: {
      ...companyDetail,
      async company(companyId) {
        const [company, set] = await Promise.all([companyDetail.company(companyId), blocks.current()]);
        if (!company || set.empty) return company;
        return withoutNames(company, await blockedNames(companyId, set));
      },
      async representatives(companyId) {
        const [rows, set] = await Promise.all([companyDetail.representatives(companyId), blocks.current()]);
        return set.empty ? rows : rows.filter((row) => !hides.page(set, row.person));
      },
      employees: async (companyId) => employees(await companyDetail.employees(companyId)),
      async employee(employeeId) {
        return (await blocks.hidesEmployee(employeeId)) ? null : companyDetail.employee(employeeId);
      },
    },
    employeeLookup: {
      async idByFullName(fullName) {
        const id = await employeeLookup.idByFullName(fullName);
        return id !== null && (await blocks.hidesEmployee(id)) ? null : id;
      },
      async nameById(employeeId) {
        return (await blocks.hidesEmployee(employeeId)) ? null : employeeLookup.nameById(employeeId);
      },
      cards: async (ids) => employees(await employeeLookup.cards(ids)),
    },
    // Blocked people are left out in the query itself, so pages stay full and totals count
    // only the people shown.
    employeeSearch: {
      ...employeeSearch,
      ids: async (query, limit, offset) => employeeSearch.ids(await withoutBlocked(query), limit, offset),
      count: async (query, cap) => employeeSearch.count(await withoutBlocked(query), cap),
      results: async (ids) => employees(await employeeSearch.results(ids)),
    },
    // A change of management or ownership that names a blocked person is dropped, like an event.
    history: {
      ...history,
      async entries(companyIds, limit) {
        const [rows, set] = await Promise.all([history.entries(companyIds, limit), blocks.current()]);
        if (set.empty) return rows;
        const names = new Map<number, (text: string | null) => boolean>();
        for (const id of companyIds) names.set(id, mentioner(await blockedNames(id, set)));
        return rows.filter((row) => {
          const mentions = names.get(row.companyId)!;
          return !mentions(row.oldValue) && !mentions(row.newValue);
        });
      },
    },
    network: {
      ...network,
      mandatesOfCompanies: async (ids) => mandates(await network.mandatesOfCompanies(ids)),
      mandatesOfPeople: async (keys) => mandates(await network.mandatesOfPeople(keys)),
      async mandate(representativeId) {
        const row = await network.mandate(representativeId);
        return row && (await mandates([row])).length > 0 ? row : null;
      },
    },
    events: {
      ...events,
      async ofCompany(companyId, limit) {
        const [rows, set] = await Promise.all([events.ofCompany(companyId, limit), blocks.current()]);
        return eventsOf(set, () => companyId, rows);
      },
      async recordedSince(companyId, since, types, limit) {
        const [rows, set] = await Promise.all([
          events.recordedSince(companyId, since, types, limit),
          blocks.current(),
        ]);
        return eventsOf(set, () => companyId, rows);
      },
      async feed(after, filter, limit) {
        const [page, set] = await Promise.all([events.feed(after, filter, limit), blocks.current()]);
        return { ...page, events: eventsOf(set, (event) => event.company_id, page.events) };
      },
    },
  };
}
