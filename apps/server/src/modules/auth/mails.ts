import { escapeHtml } from '../documents/html';
import type { OutgoingMail } from '../mail/mailer';

// Account mails go to addresses that may not be verified yet, so they hold only fixed text and
// links: nothing a user typed (a name) reaches another person's inbox.

type Lang = 'de' | 'en';

interface MailText {
  subject: string;
  lines: string[];
  action: string;
}

function compose(to: string, text: MailText, link: string | null): OutgoingMail {
  const plain = [...text.lines, ...(link ? ['', link] : []), '', '— Firmenradar'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a3a;line-height:1.5">
${text.lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n')}
${link ? `<p><a href="${escapeHtml(link)}" style="background:#1f4e8c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p><p style="font-size:13px;color:#5b6b7b">${escapeHtml(link)}</p>` : ''}
<p style="font-size:13px;color:#5b6b7b">— Firmenradar</p></body></html>`;
  return { to, subject: text.subject, text: plain, html };
}

export function verificationMail(to: string, link: string, lang: Lang): OutgoingMail {
  return compose(
    to,
    lang === 'de'
      ? {
          subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
          lines: [
            'Hallo,',
            '',
            'bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Firmenradar-Konto zu aktivieren. Der Link ist 24 Stunden gültig.',
          ],
          action: 'E-Mail-Adresse bestätigen',
        }
      : {
          subject: 'Please confirm your email address',
          lines: [
            'Hello,',
            '',
            'please confirm your email address to activate your Firmenradar account. The link is valid for 24 hours.',
          ],
          action: 'Confirm email address',
        },
    link,
  );
}

export function resetMail(to: string, link: string, lang: Lang): OutgoingMail {
  return compose(
    to,
    lang === 'de'
      ? {
          subject: 'Passwort zurücksetzen',
          lines: [
            'Hallo,',
            '',
            'mit dem folgenden Link können Sie ein neues Passwort festlegen. Er ist eine Stunde gültig und kann einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
          ],
          action: 'Neues Passwort festlegen',
        }
      : {
          subject: 'Reset your password',
          lines: [
            'Hello,',
            '',
            'use the link below to set a new password. It is valid for one hour and works once. If you did not ask for this, ignore this email.',
          ],
          action: 'Set a new password',
        },
    link,
  );
}

export function alreadyRegisteredMail(
  to: string,
  loginLink: string,
  resetLink: string,
  lang: Lang,
): OutgoingMail {
  return compose(
    to,
    lang === 'de'
      ? {
          subject: 'Sie haben bereits ein Konto',
          lines: [
            'Hallo,',
            '',
            'jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Konto anzulegen. Ihr Konto bleibt unverändert. Sie haben bereits ein Konto und können sich hier anmelden:',
            loginLink,
            '',
            'Falls Sie Ihr Passwort vergessen haben oder Ihre Adresse noch nicht bestätigt ist, setzen Sie es hier zurück:',
          ],
          action: 'Passwort zurücksetzen',
        }
      : {
          subject: 'You already have an account',
          lines: [
            'Hello,',
            '',
            'someone tried to create a new account with your email address. Your account stays as it is. You already have an account and can log in here:',
            loginLink,
            '',
            'If you forgot your password or have not confirmed your address yet, reset it here:',
          ],
          action: 'Reset password',
        },
    resetLink,
  );
}
