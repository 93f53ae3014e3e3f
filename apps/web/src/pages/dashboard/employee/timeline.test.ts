import { describe, expect, it } from 'vitest';
import { parseEducation, parseExperience, parseSkills, splitPeriod } from './timeline';

describe('parseExperience', () => {
  it('reads title, company and years of every entry', () => {
    const entries = parseExperience(
      'Systemadministratorin at Scholz Gruppe GmbH in 2018 - Present / IT-Administratorin at Fontana Logistik GmbH & Co. KG in 2003 - 2011',
    );
    expect(entries).toEqual([
      {
        title: 'Systemadministratorin',
        company: 'Scholz Gruppe GmbH',
        startYear: 2018,
        endYear: null,
        current: true,
      },
      {
        title: 'IT-Administratorin',
        company: 'Fontana Logistik GmbH & Co. KG',
        startYear: 2003,
        endYear: 2011,
        current: false,
      },
    ]);
  });

  it('keeps a company whose name contains " in " whole', () => {
    const [entry] = parseExperience('Filialleiter at Bäckerei in Graz GmbH in 2001 - 2005');
    expect(entry).toMatchObject({ title: 'Filialleiter', company: 'Bäckerei in Graz GmbH', startYear: 2001 });
  });

  it('keeps an entry without period or company as a plain title', () => {
    expect(parseExperience('Freelancer')).toEqual([
      { title: 'Freelancer', company: null, startYear: null, endYear: null, current: false },
    ]);
  });

  it('returns nothing for missing or blank text', () => {
    expect(parseExperience(null)).toEqual([]);
    expect(parseExperience('  ')).toEqual([]);
  });
});

describe('parseEducation', () => {
  it('separates the degree from the school', () => {
    expect(
      parseEducation('M.Sc. Data Science, Universität Mannheim in 1992 - 1997 / Abitur in 1980 - 1992'),
    ).toEqual([
      {
        title: 'M.Sc. Data Science',
        institution: 'Universität Mannheim',
        startYear: 1992,
        endYear: 1997,
        current: false,
      },
      { title: 'Abitur', institution: null, startYear: 1980, endYear: 1992, current: false },
    ]);
  });

  it('understands a course still in progress', () => {
    expect(parseEducation('MBA, WU Wien in 2023 - Present')[0]).toMatchObject({
      current: true,
      endYear: null,
    });
  });
});

describe('splitPeriod', () => {
  it('accepts an en dash and any case of "present"', () => {
    expect(splitPeriod('Lehre in 1999 – PRESENT').period).toEqual({
      startYear: 1999,
      endYear: null,
      current: true,
    });
  });
});

describe('parseSkills', () => {
  it('splits on " / " and drops duplicates', () => {
    expect(parseSkills('Kubernetes / JavaScript / SAP / SAP')).toEqual(['Kubernetes', 'JavaScript', 'SAP']);
  });
});
