import type { StoredIssueReport } from '../../store/types';
import { escapeHtml } from '../documents/html';
import type { OutgoingMail } from '../mail/mailer';

type Lang = 'de' | 'en';

const TEXTS = {
  de: {
    subject: (id: number) => `Ihre Meldung Nr. ${id} an Firmenradar`,
    greeting: 'Hallo,',
    about: (name: string) => `vielen Dank für Ihre Meldung zu „${name}“.`,
    accepted:
      'Wir haben sie geprüft und die Angaben entsprechend berichtigt. Die Änderung steht mit der Quelle „Bestätigte Nutzermeldung“ im Verlauf des Eintrags.',
    acceptedWithout: 'Wir haben sie geprüft und angenommen.',
    rejected: 'Wir haben sie geprüft, können die Angaben aber nicht ändern. Der Grund:',
    signature: '— Ihr Firmenradar-Team',
  },
  en: {
    subject: (id: number) => `Your report no. ${id} to Firmenradar`,
    greeting: 'Hello,',
    about: (name: string) => `thank you for your report about “${name}”.`,
    accepted:
      'We have checked it and corrected the data. The change is in the entry’s history with the source “Confirmed user report”.',
    acceptedWithout: 'We have checked it and accepted it.',
    rejected: 'We have checked it but cannot change the data. The reason:',
    signature: '— Your Firmenradar team',
  },
} as const;

/** The mail to a reporter about the operator's decision, in the reporter's language. */
export function reportDecisionMail(
  to: string,
  report: StoredIssueReport,
  corrected: boolean,
  lang: Lang,
): OutgoingMail {
  const t = TEXTS[lang];
  const verdict =
    report.status === 'rejected'
      ? [t.rejected, report.decision_reason ?? '']
      : [corrected ? t.accepted : t.acceptedWithout];
  const lines = [
    t.greeting,
    '',
    t.about(report.entity_name || `#${report.entity_id}`),
    ...verdict,
    '',
    t.signature,
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a3a;line-height:1.5">
${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n')}
</body></html>`;
  return { to, subject: t.subject(report.report_id), text: lines.join('\n'), html };
}
