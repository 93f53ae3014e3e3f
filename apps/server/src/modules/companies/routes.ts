import type { Lang } from '@fd/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Caller, type FileReply, serve } from '../../http/serve';
import { requestLang } from '../../request-lang';
import { expensive } from '../limits/in-flight';
import { documentRate, pageRate } from '../limits/page-rate';
import type { Services } from '../services';

function pdf(
  { pdf, filename }: { pdf: Buffer; filename: string },
  download: boolean,
): FileReply<'application/pdf'> {
  return {
    contentType: 'application/pdf',
    body: pdf,
    filename,
    inline: !download,
    cacheControl: 'private, max-age=300',
  };
}

/** The Top 500, company and employee pages, their documents, issue reports and Refresh Data. */
export function companyRoutes(app: FastifyInstance, services: Services): void {
  const { companyDetail } = services;
  serve(app, 'topCompanies', ({ query }) => services.topCompanies.page(query));
  // Each page has the web app's path and the conventional one: one handler, one shared page rate.
  const company = (id: number, caller: Caller | null) => companyDetail.detail(id, caller?.user ?? null);
  const employee = (id: number, caller: Caller | null) => companyDetail.employee(id, caller?.user ?? null);
  serve(app, 'company', { config: pageRate('company-page') }, ({ query, caller }) =>
    company(query.cid, caller),
  );
  serve(app, 'companyById', { config: pageRate('company-page') }, ({ params, caller }) =>
    company(params.id, caller),
  );
  serve(app, 'employee', { config: pageRate('employee-page') }, ({ query, caller }) =>
    employee(query.eid, caller),
  );
  serve(app, 'employeeById', { config: pageRate('employee-page') }, ({ params, caller }) =>
    employee(params.id, caller),
  );
  // Like the company page's other cards (network, sources): no page rate of its own.
  serve(app, 'similar', { config: { ...pageRate('similar'), ...expensive } }, ({ params }) =>
    services.similar.similar(params.id),
  );
  // A document opens in a tab of its own (no X-Lang): the page names its language, else the browser's.
  const lang = (query: { lang?: Lang | undefined }, request: FastifyRequest) =>
    query.lang ?? requestLang(request.headers);
  serve(app, 'financialReport', { config: documentRate() }, async ({ query, request }) =>
    pdf(await companyDetail.financialReport(query.id, lang(query, request)), query.download === '1'),
  );
  serve(app, 'gisaDocument', { config: documentRate() }, async ({ query, request }) =>
    pdf(await companyDetail.registerExtract(query.id, 'gisa', lang(query, request)), false),
  );
  serve(app, 'zvrDocument', { config: documentRate() }, async ({ query, request }) =>
    pdf(await companyDetail.registerExtract(query.id, 'zvr', lang(query, request)), false),
  );
  serve(
    app,
    'reportIssue',
    { config: { rateLimit: { max: 20, timeWindow: '1 hour' } } },
    async ({ body, caller, request }) => ({
      success: true as const,
      message: 'Thank you! Your report has been submitted successfully.',
      status: 'open' as const,
      ...(await companyDetail.report(body, caller?.user ?? null, requestLang(request.headers), request.ip)),
    }),
  );
  serve(app, 'refreshData', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, ({ body }) =>
    companyDetail.refresh(body.company_id),
  );
}
