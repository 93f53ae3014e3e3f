import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { describeFilters } from '../workspace/describeFilters';
import { draftToIndicator, filterProblem, indicatorToDraft, newFilterDraft } from './filterDraft';
import { groupFilter, groupSearchPath } from './groupSearch';
import { COMPANY_FILTERS, findDefinition } from './indicators';
import { readSearchParams } from './searchParams';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { de: { translation: de }, en: { translation: en } },
    lng: 'de',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const scholz = { company_id: 42, company_name: 'Scholz Gruppe AG' };
const group = findDefinition(COMPANY_FILTERS, 'group')!;

describe('the filter "belongs to the group of"', () => {
  it('is a company filter whose value is the chosen company, id and name', () => {
    expect(group.kind).toBe('company');
    expect(groupFilter(scholz)).toEqual({
      indicator: 'group',
      operator: 'must',
      values: ['42', 'Scholz Gruppe AG'],
    });
  });

  it('is empty until a company is chosen from the suggestions, typed text alone is not enough', () => {
    const draft = newFilterDraft(group);
    expect(filterProblem(draft, group)).toBe('empty');
    expect(filterProblem({ ...draft, values: ['', 'Scholz'] }, group)).toBe('empty');
    expect(filterProblem({ ...draft, values: ['42', 'Scholz Gruppe AG'] }, group)).toBeNull();
  });

  it('keeps id and name through a deep link and back into a request', () => {
    const params = new URLSearchParams(groupSearchPath(scholz).split('?')[1]);
    const [indicator] = readSearchParams(params).filters!;
    const draft = indicatorToDraft(indicator!, COMPANY_FILTERS)!;
    expect(draft.values).toEqual(['42', 'Scholz Gruppe AG']);
    expect(draftToIndicator({ ...draft, operator: 'atleast' }, group)).toEqual({
      indicator: 'group',
      operator: 'atleast',
      values: ['42', 'Scholz Gruppe AG'],
    });
  });

  it('names the chosen company in saved searches, in German and English', () => {
    const stored = [{ ...groupFilter(scholz) }, { indicator: 'group', operator: 'exclusive', values: ['7'] }];
    expect(describeFilters(stored, i18n.getFixedT('de'), 'de')).toEqual([
      'Gehört zur Gruppe von: Scholz Gruppe AG',
      'Gehört zur Gruppe von: #7 (GENAU EINER)',
    ]);
    expect(describeFilters(stored.slice(0, 1), i18n.getFixedT('en'), 'en')).toEqual([
      'Belongs to the group of: Scholz Gruppe AG',
    ]);
  });
});
