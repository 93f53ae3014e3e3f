import { MIN_PASSWORD_LENGTH } from '@fd/contract';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { NewPasswordField, PasswordField } from './PasswordField';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'de', resources: { de: { translation: de } }, initAsync: false, showSupportNotice: false });

const render = (field: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{field}</I18nextProvider>);

describe('NewPasswordField', () => {
  it('lets the browser suggest a new password and names the minimum length', () => {
    const html = render(<NewPasswordField id="pw" label="Passwort" value="" onChange={() => {}} />);
    expect(html).toContain('autoComplete="new-password"');
    expect(html).toContain(`placeholder="mind. ${MIN_PASSWORD_LENGTH} Zeichen"`);
  });

  it('differs from the field of the current password, which names no length', () => {
    const html = render(
      <PasswordField id="pw" label="Passwort" value="" onChange={() => {}} autoComplete="current-password" />,
    );
    expect(html).toContain('autoComplete="current-password"');
    expect(html).not.toContain('placeholder');
  });
});
