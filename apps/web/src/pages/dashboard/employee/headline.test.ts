import { describe, expect, it } from 'vitest';
import { headlineAddsInformation, localHeadline } from './headline';

const employee = { title: 'Controller', company_name: 'Muster GmbH' };

describe('headlineAddsInformation', () => {
  it('hides a headline that only repeats title and company', () => {
    expect(headlineAddsInformation({ ...employee, headline: 'Controller bei Muster GmbH' })).toBe(false);
    expect(headlineAddsInformation({ ...employee, headline: 'Controller at Muster GmbH' })).toBe(false);
    expect(headlineAddsInformation({ ...employee, headline: 'Controller' })).toBe(false);
  });

  it('shows a headline with more to say', () => {
    expect(headlineAddsInformation({ ...employee, headline: 'Controller | SAP | Reporting' })).toBe(true);
  });

  it('has nothing to show without a headline', () => {
    expect(headlineAddsInformation({ ...employee, headline: null })).toBe(false);
  });
});

describe('localHeadline', () => {
  const terms = { position: (value: string) => (value === 'Controllerin' ? 'Controller' : value) };
  it('translates the position and the word before the employer', () => {
    expect(localHeadline('Controllerin bei Muster GmbH', terms, 'at')).toBe('Controller at Muster GmbH');
    expect(localHeadline('Controllerin | SAP | Excel', terms, 'at')).toBe('Controller | SAP | Excel');
    expect(localHeadline('Controllerin bei Muster GmbH', { position: (v) => v }, 'bei')).toBe(
      'Controllerin bei Muster GmbH',
    );
  });
});
