import type { StoredMessage } from '../../store/types';
import { escapeHtml } from '../documents/html';
import type { OutgoingMail } from '../mail/mailer';

const TEXTS = {
  de: {
    subject: (subject: string) => `Re: ${subject}`,
    greeting: (name: string) => `Guten Tag ${name},`,
    quoted: (id: number, day: string) =>
      `Ihre Nachricht Nr. ${id} vom ${day.slice(0, 10).split('-').reverse().join('.')}:`,
    signature: '— Ihr Firmenradar-Team',
  },
  en: {
    subject: (subject: string) => `Re: ${subject}`,
    greeting: (name: string) => `Dear ${name},`,
    quoted: (id: number, day: string) => `Your message no. ${id} of ${day.slice(0, 10)}:`,
    signature: '— Your Firmenradar team',
  },
} as const;

/** The operator's reply to a contact or support message, in `lang`, with the message quoted below. */
export function messageReplyMail(message: StoredMessage, lang: 'de' | 'en'): OutgoingMail {
  const t = TEXTS[lang];
  const quoted = message.message.split('\n').map((line) => `> ${line}`);
  const lines = [
    t.greeting(message.name),
    '',
    message.reply ?? '',
    '',
    t.signature,
    '',
    t.quoted(message.message_id, message.created_at),
    ...quoted,
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a3a;line-height:1.5">
<p>${escapeHtml(t.greeting(message.name))}</p>
<p style="white-space:pre-wrap">${escapeHtml(message.reply ?? '')}</p>
<p>${escapeHtml(t.signature)}</p>
<p style="color:#5a6b7d">${escapeHtml(t.quoted(message.message_id, message.created_at))}</p>
<blockquote style="white-space:pre-wrap;color:#5a6b7d;border-left:3px solid #c8d2dc;margin:0;padding-left:12px">${escapeHtml(message.message)}</blockquote>
</body></html>`;
  return { to: message.email, subject: t.subject(message.subject), text: lines.join('\n'), html };
}
