import {
  DATA_SOURCES,
  type DataSourceName,
  isChangeField,
  type Labels,
  type Lang,
  labelsDe,
  labelsEn,
  type RecentUpdate,
} from '@fd/contract';
import { escapeHtml } from '../documents/html';
import type { OutgoingMail } from '../mail/mailer';

/** One watched company and what changed there since the last digest, newest first. */
export interface DigestCompany {
  companyId: number;
  name: string;
  changes: { change: RecentUpdate; source: DataSourceName }[];
}

const LABELS: Record<Lang, Labels> = { de: labelsDe, en: labelsEn };

const isDataSource = (value: string): value is DataSourceName =>
  (DATA_SOURCES as readonly string[]).includes(value);

const TEXT = {
  de: {
    subject: (n: number) =>
      n === 1
        ? 'Firmenradar: 1 beobachtetes Unternehmen hat sich geändert'
        : `Firmenradar: ${n} beobachtete Unternehmen haben sich geändert`,
    greeting: (name: string) => `Hallo ${name},`,
    intro:
      'seit Ihrer letzten Zusammenfassung hat sich bei diesen Unternehmen Ihrer Beobachtungsliste etwas geändert:',
    added: 'neu',
    removed: 'entfernt',
    open: 'Zur Beobachtungsliste',
    footer:
      'Sie erhalten diese tägliche Zusammenfassung, weil Sie sie in Ihrem Konto aktiviert haben. Abbestellen:',
  },
  en: {
    subject: (n: number) =>
      n === 1 ? 'Firmenradar: 1 watched company changed' : `Firmenradar: ${n} watched companies changed`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'since your last digest, these companies on your watch list changed:',
    added: 'new',
    removed: 'removed',
    open: 'Open the watch list',
    footer: 'You receive this daily digest because you turned it on in your account. Unsubscribe:',
  },
} as const;

function changeLine(lang: Lang, change: RecentUpdate, source: DataSourceName): string {
  const t = TEXT[lang];
  const labels = LABELS[lang];
  // German comes with each change (its description); English is the field's label.
  const what =
    lang === 'de'
      ? change.description
      : isChangeField(change.field)
        ? labels.changeFields[change.field]
        : change.field;
  const value = (raw: string) =>
    change.field === 'source' && isDataSource(raw) ? labels.dataSources[raw] : raw;
  const before = change.old_value && value(change.old_value);
  const after = change.new_value && value(change.new_value);
  const values =
    before && after
      ? `${before} → ${after}`
      : after
        ? `${t.added}: ${after}`
        : before
          ? `${t.removed}: ${before}`
          : '';
  return `${what}${values ? `: ${values}` : ''} (${labels.dataSources[source]})`;
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
    lines: company.changes.map(({ change, source }) => changeLine(to.lang, change, source)),
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
