/**
 * The block set (docs/decisions/171): the people blocked after a privacy request, read from the
 * account store and kept per process. Every reader of people data asks it through the company
 * store that `withoutBlockedPeople` wraps; a block made on any server is seen here after at most
 * `refreshMs` (the first read after that reloads the set before it answers).
 */
import type { CompanyStore, PersonBlockRepository } from '../../store/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reloads this app's block set now, as its refresh interval would (tests of several servers). */
    refreshPersonBlocks(): Promise<void>;
  }
}

/** A person as a reader holds them: their page key and, for events, the company and name. */
export interface PersonRef {
  name: string;
  /** `p<person key>` or `r<representative id>` (the person page's key); null: unknown. */
  key: string | null;
}

export interface Loaded {
  at: number;
  identities: ReadonlySet<string>;
  employeeIds: ReadonlySet<number>;
  /** `company id NUL name` of blocked mandates without a person key. */
  unkeyed: ReadonlySet<string>;
  /** Whether anything is blocked: an empty set costs the readers nothing. */
  empty: boolean;
}

/** The source's identity behind a person page key, or null for a key of no person. */
export function identityOfPage(key: string): string | null {
  if (/^p.+/s.test(key)) return `person:${key.slice(1)}`;
  if (/^r[1-9]\d{0,11}$/.test(key)) return `mandate:${key.slice(1)}`;
  return null;
}

/** The person page key of a mandate, as the network and the company page name it. */
export const pageOfMandate = (row: { person_key: string | null; representative_id: number }) =>
  row.person_key !== null ? `p${row.person_key}` : `r${row.representative_id}`;

const unkeyedKey = (companyId: number, name: string) => `${companyId}\u0000${name}`;

export function createBlockSet(deps: {
  repository: PersonBlockRepository;
  /** Resolves employee keys to this dataset's employee ids. */
  keys: CompanyStore['keys'];
  refreshMs: number;
}) {
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;

  async function load(): Promise<Loaded> {
    const at = Date.now();
    const blocks = await deps.repository.all();
    const employeeKeys = blocks
      .filter((b) => b.identity.startsWith('employee:'))
      .map((b) => b.identity.slice('employee:'.length));
    const employeeIds = employeeKeys.length > 0 ? await deps.keys.employeeIds(employeeKeys) : [];
    loaded = {
      at,
      identities: new Set(blocks.map((b) => b.identity)),
      employeeIds: new Set(employeeIds.filter((id) => id !== null)),
      unkeyed: new Set(
        blocks
          .filter((b) => b.identity.startsWith('mandate:') && b.company_id !== null)
          .map((b) => unkeyedKey(b.company_id ?? 0, b.name)),
      ),
      empty: blocks.length === 0,
    };
    return loaded;
  }

  /** Reloads now; concurrent callers share one read. */
  function refresh(): Promise<Loaded> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** The set as of at most `refreshMs` ago. */
  async function current(): Promise<Loaded> {
    if (loaded && Date.now() - loaded.at < deps.refreshMs) return loaded;
    return refresh();
  }

  return {
    current,
    async refresh(): Promise<void> {
      await refresh();
    },
    /** Whether the person page with this key (`p…`, `r…`) belongs to a blocked person. */
    async hidesPage(key: string): Promise<boolean> {
      const identity = identityOfPage(key);
      return identity !== null && (await current()).identities.has(identity);
    },
    async hidesEmployee(employeeId: number): Promise<boolean> {
      return (await current()).employeeIds.has(employeeId);
    },
  };
}

export type BlockSet = ReturnType<typeof createBlockSet>;

/** What one loaded set hides; the store wrapper filters with it. */
export const hides = {
  page: (set: Loaded, key: string | undefined | null) => {
    const identity = key ? identityOfPage(key) : null;
    return identity !== null && set.identities.has(identity);
  },
  employee: (set: Loaded, employeeId: number) => set.employeeIds.has(employeeId),
  /** An event's person: by their page key, or by company and name when the event has no key. */
  eventPerson: (set: Loaded, companyId: number, person: PersonRef | null) =>
    person !== null &&
    (person.key ? hides.page(set, person.key) : set.unkeyed.has(unkeyedKey(companyId, person.name))),
};
