import { describe, expect, it } from 'vitest';
import type { KeyRepository } from '../../store/types';
import { createKeyResolver } from './key-resolver';

/** A dataset of companies 1–3 keyed `c1`–`c3`, recording the ids each lookup asks for. */
function fakeKeys() {
  const asked: number[][] = [];
  const repository: KeyRepository = {
    companyKeys: async (ids) => {
      asked.push(ids);
      return ids.map((id) => (id >= 1 && id <= 3 ? `c${id}` : null));
    },
    companyIds: async (keys) => keys.map(() => null),
    employeeKeys: async (ids) => ids.map(() => null),
    employeeIds: async (keys) => keys.map(() => null),
  };
  return { repository, asked };
}

describe('createKeyResolver', () => {
  it('turns company ids into their distinct keys, asking once per id and leaving out unknown ones', async () => {
    const { repository, asked } = fakeKeys();
    const keys = createKeyResolver(repository);
    expect(await keys.distinctCompanyKeys([2, 99, 1, 2])).toEqual(['c2', 'c1']);
    expect(asked).toEqual([[2, 99, 1]]);
  });

  it('answers no ids with no keys', async () => {
    const { repository } = fakeKeys();
    expect(await createKeyResolver(repository).distinctCompanyKeys([])).toEqual([]);
  });
});
