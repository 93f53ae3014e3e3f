import { privacyDeadline } from '@fd/contract';
import type { StoredPrivacyRequest } from '../../store/types';
import { escapeHtml } from '../documents/html';
import type { OutgoingMail } from '../mail/mailer';

const TEXTS = {
  de: {
    subject: (id: number) => `Ihre Datenschutzanfrage Nr. ${id} an Firmenradar`,
    greeting: (name: string) => `Guten Tag ${name},`,
    kind: {
      objection: 'Widerspruch gegen die Verarbeitung (Art. 21 DSGVO)',
      erasure: 'Löschung (Art. 17 DSGVO)',
      rectification: 'Berichtigung (Art. 16 DSGVO)',
    },
    received: (kind: string, about: string) =>
      `wir haben Ihre Anfrage erhalten: ${kind}, betreffend „${about}“.`,
    deadline: (day: string) =>
      `Wir prüfen sie und antworten Ihnen spätestens bis zum ${day.split('-').reverse().join('.')} (ein Monat nach Eingang).`,
    blocked:
      'Wir haben Ihre Anfrage geprüft und ihr entsprochen: Zu der betroffenen Person zeigen wir keine Angaben mehr, auch nicht nach künftigen Aktualisierungen der Registerdaten.',
    corrected: 'Wir haben Ihre Anfrage geprüft und ihr entsprochen. Wir zeigen die Angaben nun so:',
    fields: { title: 'Funktion', location: 'Ort', email: 'E-Mail-Adresse', phone: 'Telefonnummer' },
    cleared: '(gelöscht)',
    rejected: 'Wir haben Ihre Anfrage geprüft, können ihr aber nicht entsprechen. Die Begründung:',
    appeal:
      'Sie können sich bei der zuständigen Datenschutzbehörde beschweren, wenn Sie mit dieser Entscheidung nicht einverstanden sind.',
    signature: '— Ihr Firmenradar-Team',
  },
  en: {
    subject: (id: number) => `Your privacy request no. ${id} to Firmenradar`,
    greeting: (name: string) => `Dear ${name},`,
    kind: {
      objection: 'objection to processing (Art. 21 GDPR)',
      erasure: 'erasure (Art. 17 GDPR)',
      rectification: 'rectification (Art. 16 GDPR)',
    },
    received: (kind: string, about: string) =>
      `we have received your request: ${kind}, concerning “${about}”.`,
    deadline: (day: string) =>
      `We will review it and answer you by ${day} at the latest (one month after receipt).`,
    blocked:
      'We have reviewed your request and granted it: we no longer show any information about the person concerned, including after future updates of the register data.',
    corrected: 'We have reviewed your request and granted it. We now show the information as follows:',
    fields: { title: 'Title', location: 'Place', email: 'E-mail address', phone: 'Phone number' },
    cleared: '(removed)',
    rejected: 'We have reviewed your request but cannot grant it. Our reasons:',
    appeal:
      'If you disagree with this decision, you may lodge a complaint with the competent data protection authority.',
    signature: '— Your Firmenradar team',
  },
} as const;

function mail(request: StoredPrivacyRequest, body: string[]): OutgoingMail {
  const t = TEXTS[request.lang];
  const lines = [t.greeting(request.name), '', ...body, '', t.signature];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a3a;line-height:1.5">
${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n')}
</body></html>`;
  return { to: request.email, subject: t.subject(request.request_id), text: lines.join('\n'), html };
}

/** The confirmation of receipt, in the requester's language, with the deadline. */
export function privacyReceivedMail(request: StoredPrivacyRequest): OutgoingMail {
  const t = TEXTS[request.lang];
  return mail(request, [
    t.received(t.kind[request.kind], request.about),
    t.deadline(privacyDeadline(request.received_at)),
  ]);
}

/** The outcome: granted by a block or a correction, or rejected with the operator's reason. */
export function privacyDecidedMail(request: StoredPrivacyRequest): OutgoingMail {
  const t = TEXTS[request.lang];
  if (request.status === 'blocked') return mail(request, [t.blocked]);
  if (request.status === 'corrected')
    return mail(request, [
      t.corrected,
      ...(request.corrections ?? []).map((c) => `${t.fields[c.field]}: ${c.value || t.cleared}`),
    ]);
  return mail(request, [t.rejected, request.decision_reason ?? '', '', t.appeal]);
}
