/**
 * OffeneRegister.de's bulk file as a sync source (docs/decisions/120): one complete crawl,
 * de_companies_ocdata.jsonl.bz2, fetched only when it changed since the last sync. The request
 * carries If-None-Match and If-Modified-Since; a server that answers 200 anyway is recognised by
 * the same ETag, or by the same size and Last-Modified, before the body is read.
 */
import { checkBzip2 } from './archive-check';
import { header } from './download';
import type { Fetched, RegisterSource } from './source';

export const OFFENEREGISTER_FILE = 'de_companies_ocdata.jsonl.bz2';

export const offeneRegisterSource: RegisterSource = {
  name: 'offeneregister',
  // The file is a complete crawl each time: every run is a full load.
  plan: (_last, _now, full) => ({ kind: 'full', deltaWindow: null, force: full }),

  async fetch(plan, last, context): Promise<Fetched> {
    const known = plan.force ? null : (last?.validators ?? null);
    const unchanged: Fetched = {
      kind: 'unchanged',
      publishedAt: last?.publishedAt ?? null,
      validators: known,
    };
    const outcome = await context.download({
      label: 'OffeneRegister',
      url: context.config.sync.offeneRegisterUrl,
      nameFor: () => OFFENEREGISTER_FILE,
      conditional: known,
      accept(_url, headers) {
        if (!known) return 'download';
        const etag = header(headers, 'etag');
        const size = Number(header(headers, 'content-length') ?? Number.NaN);
        const modified = header(headers, 'last-modified');
        const same =
          (etag !== null && etag === known.etag) ||
          (modified !== null && modified === known.lastModified && size === known.size);
        return same ? 'skip' : 'download';
      },
    });
    if (outcome.kind !== 'downloaded') return unchanged;
    const modified = Date.parse(outcome.validators.lastModified ?? '');
    return {
      kind: 'files',
      job: { source: 'offeneregister', file: outcome.path },
      files: [outcome.path],
      // The file's Last-Modified is when OffeneRegister published this crawl.
      publishedAt: new Date(Number.isNaN(modified) ? Date.now() : modified).toISOString(),
      bytes: outcome.bytes,
      validators: outcome.validators,
    };
  },

  check: (fetched) => checkBzip2(fetched.files[0]!),
};
