import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELF_LEGAL_FORMS, resolveLegalForm, splitLegalForm } from './legal-forms';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

describe('legal forms', () => {
  it('maps the common ELF codes of the three countries', () => {
    expect(ELF_LEGAL_FORMS['2HBR']).toBe('GmbH');
    expect(ELF_LEGAL_FORMS['6QQB']).toBe('AG');
    expect(ELF_LEGAL_FORMS['8Z6G']).toBe('KG');
    expect(ELF_LEGAL_FORMS.AXSB).toBe('GmbH');
    expect(ELF_LEGAL_FORMS.JTAV).toBe('OG');
    expect(ELF_LEGAL_FORMS.ECWU).toBe('e.U.');
    expect(ELF_LEGAL_FORMS.MVII).toBe('AG');
    expect(ELF_LEGAL_FORMS['3EKS']).toBe('GmbH');
    expect(ELF_LEGAL_FORMS.AZA0).toBe('Einzelunternehmen');
    expect(ELF_LEGAL_FORMS.QZ3L).toBe('e.V.');
    expect(ELF_LEGAL_FORMS.V2YH).toBe('Stiftung');
  });

  it('splits the legal form off the end of a name', () => {
    expect(splitLegalForm('Müller Bau GmbH', 'DE')).toEqual({ base: 'Müller Bau', form: 'GmbH' });
    expect(splitLegalForm('olly UG (haftungsbeschränkt)', 'DE')).toEqual({
      base: 'olly',
      form: 'UG (haftungsbeschränkt)',
    });
    expect(splitLegalForm('Alpen Logistik GmbH & Co. KG', 'DE')).toEqual({
      base: 'Alpen Logistik',
      form: 'GmbH & Co. KG',
    });
    expect(splitLegalForm('Alpen Logistik GmbH & Co KG', 'AT')).toEqual({
      base: 'Alpen Logistik',
      form: 'GmbH & Co KG',
    });
    expect(splitLegalForm('Hofer KG', 'AT')).toEqual({ base: 'Hofer', form: 'KG' });
    expect(splitLegalForm('Tischlerei Gruber e.U.', 'AT')).toEqual({
      base: 'Tischlerei Gruber',
      form: 'e.U.',
    });
    expect(splitLegalForm('Sportverein Nord e.V.', 'DE')).toEqual({ base: 'Sportverein Nord', form: 'e.V.' });
    expect(splitLegalForm('Nestlé S.A.', 'CH').form).toBeNull();
    expect(splitLegalForm('Uhren SA', 'CH')).toEqual({ base: 'Uhren', form: 'AG' });
    expect(splitLegalForm('Kaffee Rösterei Sàrl', 'CH')).toEqual({ base: 'Kaffee Rösterei', form: 'GmbH' });
    expect(splitLegalForm('Alte Mühle GmbH i.L.', 'DE')).toEqual({ base: 'Alte Mühle', form: 'GmbH' });
    expect(splitLegalForm('Müller GmbH.', 'DE')).toEqual({ base: 'Müller', form: 'GmbH' });
  });

  it('does not take a word inside the name for a legal form', () => {
    expect(splitLegalForm('Agentur Sagmeister', 'AT')).toEqual({ base: 'Agentur Sagmeister', form: null });
    expect(splitLegalForm('Ages', 'AT').form).toBeNull();
    expect(splitLegalForm('GmbH', 'DE')).toEqual({ base: 'GmbH', form: null });
  });

  it('prefers the ELF code, refined to GmbH & Co. KG by the name', () => {
    expect(resolveLegalForm('8Z6G', 'Alpen Logistik GmbH & Co. KG', 'DE')).toBe('GmbH & Co. KG');
    expect(resolveLegalForm('8Z6G', 'Alpen Logistik KG', 'DE')).toBe('KG');
    expect(resolveLegalForm('6QQB', 'Irgendwas GmbH', 'DE')).toBe('AG');
    expect(resolveLegalForm('8888', 'Irgendwas GmbH', 'DE')).toBe('GmbH');
    expect(resolveLegalForm(null, 'Irgendwas', 'DE')).toBeNull();
  });

  it('never throws and never returns an empty base', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('AT', 'DE', 'CH'), (name, country) => {
        const { base } = splitLegalForm(name, country as 'AT');
        expect(typeof base).toBe('string');
        if (name.trim().replace(/[\s,]+$/, '').length > 0) expect(base.length).toBeGreaterThan(0);
      }),
    );
  });
});
