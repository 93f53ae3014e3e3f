import { type CompanyEvent, eventSentence, type Labels, type Lang, labelsDe, labelsEn } from '@fd/contract';
import { escapeHtml } from '../documents/html';
import type { OutgoingMail } from '../mail/mailer';

/** One watched company and its events of the alerted types since the last digest, the latest recorded first. */
export interface DigestCompany {
  companyId: number;
  name: string;
  events: CompanyEvent[];
}

const LABELS: Record<Lang, Labels> = { de: labelsDe, en: labelsEn };

/** An event's day (YYYY-MM-DD) as the web app writes it: '19.12.2007' / '19/12/2007'. */
function day(date: string, lang: Lang): string {
  const [year, month, dayOfMonth] = date.split('-');
  return lang === 'de' ? `${dayOfMonth}.${month}.${year}` : `${dayOfMonth}/${month}/${year}`;
}

const TEXT = {
  de: {
    subject: (n: number) =>
      n === 1
        ? 'Firmenradar: Neues bei 1 beobachteten Unternehmen'
        : `Firmenradar: Neues bei ${n} beobachteten Unternehmen`,
    greeting: (name: string) => `Hallo ${name},`,
    intro:
      'seit Ihrer letzten Zusammenfassung wurden bei diesen Unternehmen Ihrer Beobachtungsliste Ereignisse erfasst, über die Sie benachrichtigt werden möchten:',
    open: 'Zur Beobachtungsliste',
    footer:
      'Sie erhalten diese tägliche Zusammenfassung, weil Sie sie in Ihrem Konto aktiviert haben. Abbestellen:',
  },
  en: {
    subject: (n: number) =>
      n === 1 ? 'Firmenradar: news at 1 watched company' : `Firmenradar: news at ${n} watched companies`,
    greeting: (name: string) => `Hello ${name},`,
    intro:
      'since your last digest, events you asked to be alerted to were recorded at these companies on your watch list:',
    open: 'Open the watch list',
    footer: 'You receive this daily digest because you turned it on in your account. Unsubscribe:',
  },
} as const;

/** "19.12.2007: Geschäftsführer bestellt – Anna Berger (GLEIF)": the day it took effect, the sentence, the source. */
function eventLine(lang: Lang, event: CompanyEvent): string {
  return `${day(event.effective_date, lang)}: ${eventSentence(event, lang)} (${LABELS[lang].dataSources[event.source]})`;
}

/** The daily digest in the user's language: each changed company with its changes and their sources. */
export function digestMail(
  to: { email: string; name: string; lang: Lang },
  companies: readonly DigestCompany[],
  publicUrl: string,
): OutgoingMail {
  const t = TEXT[to.lang];
  const listUrl = `${publicUrl}/dashboard/watchlist`;
  const accountUrl = `${publicUrl}/dashboard/account`;
  const blocks = companies.map((company) => ({
    name: company.name,
    url: `${publicUrl}/dashboard/companies/${company.companyId}`,
    lines: company.events.map((event) => eventLine(to.lang, event)),
  }));
  const text = [
    t.greeting(to.name),
    '',
    t.intro,
    ...blocks.flatMap((block) => [
      '',
      `${block.name} – ${block.url}`,
      ...block.lines.map((line) => `  • ${line}`),
    ]),
    '',
    `${t.open}: ${listUrl}`,
    '',
    `${t.footer} ${accountUrl}`,
    '',
    '— Firmenradar',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b2a3a;line-height:1.5">
<p>${escapeHtml(t.greeting(to.name))}</p><p>${escapeHtml(t.intro)}</p>
${blocks
  .map(
    (block) =>
      `<h3 style="margin:16px 0 4px"><a href="${escapeHtml(block.url)}">${escapeHtml(block.name)}</a></h3><ul>${block.lines
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join('')}</ul>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(listUrl)}" style="background:#1f4e8c;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(t.open)}</a></p>
<p style="font-size:13px;color:#5b6b7b">${escapeHtml(t.footer)} <a href="${escapeHtml(accountUrl)}">${escapeHtml(accountUrl)}</a></p>
<p style="font-size:13px;color:#5b6b7b">— Firmenradar</p></body></html>`;
  return { to: to.email, subject: t.subject(companies.length), text, html };
}
