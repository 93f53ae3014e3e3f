import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { de } from '../../../../i18n/de';
import { en } from '../../../../i18n/en';
import { GroupFacts } from './GroupFacts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'de',
  resources: { de: { translation: de }, en: { translation: en } },
  initAsync: false,
  showSupportNotice: false,
});

const render = (node: ReactNode, lng: 'de' | 'en') => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nextProvider>,
  );
};

const company = { company_id: 7, company_name: 'Muster GmbH' };
const noGroup = { direct_parent: null, ultimate_parent: null, subsidiaries: 0, members: 1 };

describe('GroupFacts', () => {
  it('shows nothing for a company that belongs to no group', () => {
    expect(render(<GroupFacts company={company} group={noGroup} />, 'de')).toBe('');
  });

  it('says the group cannot be read, in the reader’s language, instead of showing no group', () => {
    const de = render(<GroupFacts company={company} group={noGroup} unavailable />, 'de');
    expect(de).toContain('Unternehmensgruppe');
    expect(de).toContain('Die Unternehmensgruppe ist gerade nicht abrufbar. Bitte später erneut laden.');
    const en = render(<GroupFacts company={company} group={noGroup} unavailable />, 'en');
    expect(en).toContain('The group cannot be read right now. Please reload later.');
  });
});
