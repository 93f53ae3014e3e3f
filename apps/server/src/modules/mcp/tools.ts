/**
 * The MCP tools: the API's reads for AI agents, each with a JSON schema of its input (from zod)
 * and answering both text and structured content. Each runs through the caller at its cost: the
 * network two steps deep and matching are expensive (in flight, docs/decisions/210), the rest
 * cheap; matching counts a unit of the key's quota per query, the rest one a call.
 */
import { type Lang, MATCH_MAX_QUERIES, ZMatchQuery } from '@fd/contract';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { UserRecord } from '../../store/types';
import { isExpensiveNetwork } from '../limits/in-flight';
import type { Services } from '../services';

/** What a tool call costs. */
export interface ToolCost {
  /** Units of the key's daily quota: one a call, one a query for matching. */
  units: number;
  /** Runs in one of the account's in-flight slots, refused when they are all taken. */
  expensive: boolean;
}

/** What runs a tool's calls: the route, which holds the key, its quota and its slots. */
export interface ToolCaller {
  user: UserRecord;
  /** The request's language (`x-lang`, else Accept-Language, else English): texts and reasons in it. */
  lang: Lang;
  /** Runs a tool call's work at its cost; refused (in flight, quota), it counts nothing and does no work. */
  run(cost: ToolCost, work: () => Promise<CallToolResult>): Promise<CallToolResult>;
}

const SEARCH_LIMIT = 20;
const EVENTS_LIMIT = 50;

/** Text for the model and the same data as structured content. */
function answer(text: string, data: Record<string, unknown>) {
  return { content: [{ type: 'text' as const, text }], structuredContent: data };
}

const companyId = z
  .number()
  .int()
  .min(1)
  .describe('The company id (from search_companies or match_companies)');

/**
 * Each tool's input, built once per process: the SDK wraps a raw shape in a new object for each
 * request's server, and zod compiles an object's parser on its first use, so a shape given per
 * request was compiled again by every call (docs/decisions/217).
 */
const TOOL_INPUTS = {
  search_companies: z.object({
    query: z.string().min(1).max(200).describe('A company name or part of it'),
    limit: z.number().int().min(1).max(SEARCH_LIMIT).optional().describe('At most this many (default 10)'),
  }),
  get_company: z.object({ company_id: companyId }),
  get_company_network: z.object({
    company_id: companyId,
    depth: z.union([z.literal(1), z.literal(2)]).optional(),
  }),
  match_companies: z.object({ queries: z.array(ZMatchQuery).min(1).max(MATCH_MAX_QUERIES) }),
  get_events: z.object({
    company_id: companyId,
    limit: z.number().int().min(1).max(EVENTS_LIMIT).optional(),
  }),
};

const CHEAP: ToolCost = { units: 1, expensive: false };
/** What an agent needs to know about an expensive call. */
const ONE_OF_FEW =
  "Runs in one of the account's few slots for expensive work; while all are taken it answers the error too_many_in_flight (counting nothing): call again when another call has finished.";

export function registerTools(server: McpServer, services: Services, caller: ToolCaller): void {
  server.registerTool(
    'search_companies',
    {
      title: 'Search companies',
      description:
        'Search companies of Austria, Germany and Switzerland by name (typo-tolerant). Returns ids, names, places, status.',
      inputSchema: TOOL_INPUTS.search_companies,
    },
    ({ query, limit }) =>
      caller.run(CHEAP, async () => {
        const page = await services.search.landingSearch(
          { keyword: query, offset: 0, limit: limit ?? 10 },
          true,
        );
        const companies = page.companies.map((c) => ({
          company_id: c.company_id,
          company_name: c.company_name,
          address: c.address,
          city: c.address_city,
          country: c.address_country,
          legal_status: c.legal_status,
        }));
        const lines = companies.map(
          (c) => `${c.company_id}: ${c.company_name}, ${c.city} (${c.country}), ${c.legal_status}`,
        );
        return answer(`${page.total} found.\n${lines.join('\n')}`, { total: page.total, companies });
      }),
  );

  server.registerTool(
    'get_company',
    {
      title: 'Get a company',
      description:
        'Everything known about one company: register data, status (active, insolvent, dissolved), address, financials, representatives.',
      inputSchema: TOOL_INPUTS.get_company,
    },
    ({ company_id }) =>
      caller.run(CHEAP, async () => {
        const detail = await services.companyDetail.detail(company_id, caller.user);
        const c = detail.company;
        const text = `${c.company_name} (${c.legal_form ?? '—'}), ${c.legal_status}; ${c.address_street ?? ''}, ${c.address_postcode ?? ''} ${c.address_city ?? ''}, ${c.address_country}; register ${c.ID_Fb ?? '—'} ${c.ID_Gerichtscode ?? ''}`;
        return answer(text, detail as unknown as Record<string, unknown>);
      }),
  );

  server.registerTool(
    'get_company_network',
    {
      title: 'Get a company network',
      description: `The people and companies linked to a company (owners, subsidiaries, managers), one or two steps out. Two steps: ${ONE_OF_FEW}`,
      inputSchema: TOOL_INPUTS.get_company_network,
    },
    ({ company_id, depth = 1 }) =>
      caller.run({ units: 1, expensive: isExpensiveNetwork(depth) }, async () => {
        const network = await services.network.network(company_id, depth);
        const text = `${network.nodes.length} nodes, ${network.edges.length} links.`;
        return answer(text, network as unknown as Record<string, unknown>);
      }),
  );

  server.registerTool(
    'match_companies',
    {
      title: 'Match companies to the register',
      description: `Match up to ${MATCH_MAX_QUERIES} companies (name, address, register number, LEI, VAT ID, website) to the register. Each result lists up to 5 candidates with score, match (safe to accept) and reasons, and the legal status (e.g. insolvent). Each query counts against the API key's daily quota. ${ONE_OF_FEW}`,
      inputSchema: TOOL_INPUTS.match_companies,
    },
    // Matching is the costliest work a key can ask for: one query 3–28 ms, 20 queries about
    // 400 ms, 100 about 2.5 s (decision 210): every call is expensive.
    ({ queries }) =>
      caller.run({ units: queries.length, expensive: true }, async () => {
        const results = await services.matcher.matchMany(queries, caller.lang);
        const lines = results.map((result, index) => {
          const best = result.candidates[0];
          return best
            ? `${index + 1}: ${best.company_name} (id ${best.company_id}), ${best.legal_status}, score ${best.score}${best.match ? ', match' : ', to review'}`
            : `${index + 1}: no candidate`;
        });
        return answer(lines.join('\n'), { results });
      }),
  );

  server.registerTool(
    'get_events',
    {
      title: 'Get register events',
      description:
        "A company's register events, newest first: name and address changes, management changes, capital changes, insolvency, liquidation, deletion.",
      inputSchema: TOOL_INPUTS.get_events,
    },
    ({ company_id, limit }) =>
      caller.run(CHEAP, async () => {
        const detail = await services.companyDetail.detail(company_id, caller.user);
        const events = detail.events.slice(0, limit ?? EVENTS_LIMIT);
        const lines = events.map((e) => `${e.effective_date} ${e.type}`);
        return answer(`${detail.company.company_name}: ${events.length} events.\n${lines.join('\n')}`, {
          company_id,
          events,
        });
      }),
  );
}
