import { escapeHtml } from '../documents/html';
import type { OutgoingMail } from '../mail/mailer';

/** The mail to a hook's owner when the hook kept failing and was paused, in the owner's language. */
export function webhookPausedMail(
  to: string,
  hookUrl: string,
  link: string,
  lang: 'de' | 'en',
): OutgoingMail {
  const text =
    lang === 'de'
      ? {
          subject: 'Ihr Webhook wurde pausiert',
          lines: [
            'Hallo,',
            '',
            `Firmenradar konnte Ihrem Webhook ${hookUrl} 24 Stunden lang keine Ereignisse zustellen und hat ihn pausiert.`,
            'Sobald die Adresse wieder antwortet, senden Sie auf der Kontoseite eine Testzustellung: gelingt sie, läuft der Webhook weiter.',
          ],
          action: 'Webhooks öffnen',
        }
      : {
          subject: 'Your webhook has been paused',
          lines: [
            'Hello,',
            '',
            `Firmenradar could not deliver events to your webhook ${hookUrl} for 24 hours and has paused it.`,
            'Once the address answers again, send a test delivery on the account page: if it succeeds, the webhook resumes.',
          ],
          action: 'Open webhooks',
        };
  const plain = [...text.lines, '', link, '', '— Firmenradar'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a3a;line-height:1.5">
${text.lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n')}
<p><a href="${escapeHtml(link)}" style="background:#1f4e8c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p style="font-size:13px;color:#5b6b7b">— Firmenradar</p></body></html>`;
  return { to, subject: text.subject, text: plain, html };
}
