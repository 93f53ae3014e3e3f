/**
 * The Reconciliation Service API 0.2 over the matcher: OpenRefine's queries (a name, and
 * property values by id) become match queries, the candidates its results.
 */
import {
  CLIENT_ROUTES,
  type Lang,
  MATCH_MAX_CANDIDATES,
  type MatchQuery,
  RECONCILE_PROPERTIES,
  RECONCILE_TYPE,
  type ReconcileManifest,
  type ReconcileQuery,
  type ReconcileResults,
} from '@fd/contract';
import { fail } from '../../errors';
import type { MatchRepository, MatchRow } from '../../store/types';
import { escapeHtml } from '../documents/html';
import type { Matcher } from './matcher';

type PropertyValue = NonNullable<ReconcileQuery['properties']>[number]['v'];

/** The first text of a property value: text, a number, a reconciled cell's name, or the first of several. */
function textOf(value: PropertyValue): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return null;
  if (typeof first === 'string') return first;
  if (typeof first === 'number') return String(first);
  return first.name ?? first.id ?? null;
}

/** A reconciliation query as a match query; property ids it does not know are left out. */
export function toMatchQuery(query: ReconcileQuery): MatchQuery {
  const match: MatchQuery = {};
  if (query.query?.trim()) match.name = query.query.trim();
  for (const property of query.properties ?? []) {
    const field = RECONCILE_PROPERTIES[property.pid];
    const text = textOf(property.v)?.trim();
    if (field && text) match[field] = text;
  }
  return match;
}

const companyPage = (publicUrl: string, id: string) =>
  `${publicUrl}${CLIENT_ROUTES.company.replace(':companyId', id)}`;

export function reconcileManifest(publicUrl: string): ReconcileManifest {
  return {
    versions: ['0.2'],
    name: 'Firmenradar',
    identifierSpace: `${publicUrl}${CLIENT_ROUTES.companies}/`,
    schemaSpace: 'https://schema.org/',
    defaultTypes: [RECONCILE_TYPE],
    view: { url: companyPage(publicUrl, '{{id}}') },
    preview: { url: `${publicUrl}/api/reconcile/preview?id={{id}}`, width: 400, height: 140 },
  };
}

function describe(
  row: Pick<MatchRow, 'registerNumber' | 'registerCourt' | 'postcode' | 'city' | 'legalStatus'>,
) {
  const register = [row.registerNumber, row.registerCourt].filter(Boolean).join(', ');
  const place = [row.postcode, row.city].filter(Boolean).join(' ');
  return [register, place, row.legalStatus].filter((part) => part !== '').join(' · ');
}

export function createReconciler(matcher: Matcher, repository: MatchRepository, publicUrl: string) {
  return {
    manifest: () => reconcileManifest(publicUrl),

    /** Each query's candidates under its key; a query with nothing to match gets none. */
    async reconcile(queries: Record<string, ReconcileQuery>, lang: Lang): Promise<ReconcileResults> {
      const results: ReconcileResults = {};
      for (const [key, query] of Object.entries(queries)) {
        const match = toMatchQuery(query);
        const { candidates } =
          Object.keys(match).length === 0 ? { candidates: [] } : await matcher.matchOne(match, lang);
        results[key] = {
          result: candidates
            .slice(0, Math.min(query.limit ?? MATCH_MAX_CANDIDATES, MATCH_MAX_CANDIDATES))
            .map((c) => ({
              id: String(c.company_id),
              name: c.company_name,
              score: Math.round(c.score * 100),
              match: c.match,
              type: [RECONCILE_TYPE],
              description: describe({
                registerNumber: c.register_number,
                registerCourt: c.register_court,
                postcode: c.postcode,
                city: c.city,
                legalStatus: c.legal_status,
              }),
            })),
        };
      }
      return results;
    },

    /** A small page for the tool's preview: name, register number, address, status, a link to the page. */
    async preview(id: number, lang: Lang): Promise<string> {
      const [row] = await repository.rows([id]);
      if (!row) throw fail('company_not_found', { id: String(id) });
      const address = [row.street, [row.postcode, row.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');
      const link = companyPage(publicUrl, String(id));
      const open = lang === 'de' ? 'Unternehmensseite öffnen' : 'Open the company page';
      return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(row.name)}</title></head>
<body style="font:14px/1.4 system-ui,sans-serif;margin:8px">
<strong>${escapeHtml(row.name)}</strong><br>${escapeHtml(describe(row))}<br>${escapeHtml(address)}<br>
<a href="${escapeHtml(link)}" target="_blank" rel="noopener">${open}</a>
</body></html>`;
    },
  };
}
