import { describe, expect, it } from 'vitest';
import { matchesTeamQuery } from './teamSearch';

const employee = { fullName: 'Renate Pöhler', title: 'Geschäftsführerin', headline: 'Leitung Vertrieb' };

describe('matchesTeamQuery', () => {
  it('matches everyone on an empty query', () => {
    expect(matchesTeamQuery(employee, '  ')).toBe(true);
  });

  it('finds names without their accents', () => {
    expect(matchesTeamQuery(employee, 'pohler')).toBe(true);
  });

  it('needs every word to match somewhere', () => {
    expect(matchesTeamQuery(employee, 'renate vertrieb')).toBe(true);
    expect(matchesTeamQuery(employee, 'renate einkauf')).toBe(false);
  });
});
