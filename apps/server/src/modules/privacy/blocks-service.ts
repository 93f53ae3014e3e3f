import type { PersonBlockTarget, PersonUnblock } from '@fd/contract';
import { fail } from '../../errors';
import type { AccountStore, CompanyStore, PersonBlock, UserRecord } from '../../store/types';
import type { BlockSet } from './block-set';

export type PersonBlocksService = ReturnType<typeof createPersonBlocksService>;

/**
 * The console's blocks (docs/decisions/171): a person page or employee page named by the
 * operator becomes a block under the source's identity; every change is audited and this
 * process's block set is reloaded at once (the others within their refresh interval).
 * `companies` is the store as it is, not the filtered one: a blocked person must be findable here.
 */
export function createPersonBlocksService(deps: {
  accounts: AccountStore;
  companies: CompanyStore;
  blocks: BlockSet;
}) {
  const { accounts, companies, blocks } = deps;

  async function resolve(page: string): Promise<Pick<PersonBlock, 'identity' | 'name' | 'company_id'>> {
    const id = Number(page.slice(1));
    if (page.startsWith('e')) {
      const [[key], name] = await Promise.all([
        companies.keys.employeeKeys([id]),
        companies.employeeLookup.nameById(id),
      ]);
      if (!key || name === null) throw fail('employee_not_found', { id: String(id) });
      return { identity: `employee:${key}`, name, company_id: null };
    }
    const rows = page.startsWith('p')
      ? await companies.network.mandatesOfPeople([page.slice(1)])
      : [await companies.network.mandate(id)].filter((row) => row !== null);
    const first = rows[0];
    if (!first) throw fail('person_not_found');
    return first.person_key !== null
      ? { identity: `person:${first.person_key}`, name: first.name, company_id: null }
      : { identity: `mandate:${first.representative_id}`, name: first.name, company_id: first.company_id };
  }

  async function audited(
    actor: UserRecord,
    action: 'person.block' | 'person.unblock',
    target: string,
    changed: boolean,
    reason?: string,
  ) {
    await accounts.operator.audit({
      actor_id: actor.user_id,
      actor_email: actor.email,
      action,
      target,
      before: { blocked: action === 'person.block' ? !changed : changed },
      after: { blocked: action === 'person.block', ...(reason === undefined ? {} : { reason }) },
    });
    await blocks.refresh();
    return { success: true as const, changed };
  }

  async function block(page: string, actor: UserRecord, resolved?: Awaited<ReturnType<typeof resolve>>) {
    const person = resolved ?? (await resolve(page));
    const changed = await accounts.personBlocks.block({
      ...person,
      blocked_at: new Date().toISOString(),
      blocked_by: actor.email,
    });
    return audited(actor, 'person.block', `${person.identity} ${person.name}`, changed);
  }

  return {
    list: async () => ({ blocks: await accounts.personBlocks.listed() }),

    block: async (target: PersonBlockTarget, actor: UserRecord) => block(target.person, actor),

    /** Blocks the person of a page key (a privacy request's decision); returns their identity. */
    async blockFor(page: string, actor: UserRecord): Promise<string> {
      const person = await resolve(page);
      await block(page, actor, person);
      return person.identity;
    },

    /** Lifts a block; the operator's reason goes into the audit row's `after`. */
    async unblock(unblock: PersonUnblock, actor: UserRecord) {
      const changed = await accounts.personBlocks.unblock(unblock.identity);
      return audited(actor, 'person.unblock', unblock.identity, changed, unblock.reason);
    },
  };
}
