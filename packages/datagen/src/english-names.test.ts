import {
  INDUSTRY_NAMES_EN,
  INSOLVENCY_STATUS_EN,
  POSITION_NAMES_EN,
  positionEn,
  REPRESENTATION_EN,
  SKILL_NAMES_EN,
  SKILLS_SAME_IN_ENGLISH,
} from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES_EN } from './activities-en';
import { generateDataset } from './generate';
import { INDUSTRIES, INDUSTRY_CATALOGUE } from './industries';
import type { CompanyRow, DatasetSink, EmployeeRow, RepresentativeRow } from './types';

class Values implements DatasetSink {
  readonly writesEvents = false;
  companies: CompanyRow[] = [];
  representatives: RepresentativeRow[] = [];
  employees: EmployeeRow[] = [];
  industries(): void {}
  company(row: CompanyRow): void {
    this.companies.push(row);
  }
  financial(): void {}
  representative(row: RepresentativeRow): void {
    this.representatives.push(row);
  }
  employee(row: EmployeeRow): void {
    this.employees.push(row);
  }
  event(): void {}
}

const missing = (values: Iterable<string>, known: Readonly<Record<string, string>>) =>
  [...new Set(values)].filter((value) => !Object.hasOwn(known, value));

describe('English names of the generated values (the web app in English shows them)', () => {
  const data = new Values();
  generateDataset(data, { companies: 4000, seed: 7 });

  it('has the industry names of the generator, with the same English label', () => {
    for (const industry of INDUSTRIES) {
      expect(INDUSTRY_NAMES_EN[industry.gegenstand], industry.gegenstand).toBe(industry.label_en);
    }
    expect(Object.keys(INDUSTRY_NAMES_EN)).toHaveLength(INDUSTRIES.length);
  });

  it('translates every position and register title', () => {
    const positions = data.employees.flatMap((row) => (row.position ? [row.position] : []));
    expect(positions.length).toBeGreaterThan(100);
    expect(missing(positions, POSITION_NAMES_EN)).toEqual([]);
    expect(missing(data.representatives.map((row) => row.title).filter(Boolean), POSITION_NAMES_EN)).toEqual(
      [],
    );
    expect(positionEn('Senior Softwareentwicklerin')).toBe('Senior Software Developer');
  });

  it('translates every skill or knows it reads the same in English', () => {
    const skills = data.employees.flatMap((row) => (row.skills ? row.skills.split(' / ') : []));
    expect(skills.length).toBeGreaterThan(100);
    const known = {
      ...SKILL_NAMES_EN,
      ...Object.fromEntries(SKILLS_SAME_IN_ENGLISH.map((skill) => [skill, skill])),
    };
    expect(missing(skills, known)).toEqual([]);
  });

  it('translates every power of representation and insolvency status', () => {
    expect(
      missing(
        data.representatives.map((row) => row.representation),
        REPRESENTATION_EN,
      ),
    ).toEqual([]);
    const statuses = data.companies.flatMap((row) =>
      row.insolvency ? [(JSON.parse(row.insolvency) as { status: string }).status] : [],
    );
    expect(statuses.length).toBeGreaterThan(0);
    expect(missing(statuses, INSOLVENCY_STATUS_EN)).toEqual([]);
  });

  it('writes every short description in English too, saying the same', () => {
    expect(
      missing(
        INDUSTRY_CATALOGUE.flatMap((industry) => industry.acts),
        ACTIVITIES_EN,
      ),
    ).toEqual([]);
    const germanWords = /\b(Unternehmen|gegründet|mit Sitz|im Bereich|bietet|für|und)\b/;
    for (const row of data.companies) {
      expect(row.short_description_en, row.short_description).toBeTruthy();
      // Names are German; the words around them are not.
      const words = (row.short_description_en ?? '').replace(row.company_name, '');
      expect(words, row.short_description).not.toMatch(germanWords);
      // The same year and the same company (or association) name in both.
      const year = /\d{4}/.exec(row.short_description)?.[0] ?? '';
      expect(row.short_description_en).toContain(year);
      if (row.short_description.includes(row.company_name))
        expect(row.short_description_en).toContain(row.company_name);
    }
  });
});
