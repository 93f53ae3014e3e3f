import type { CommonTermsState } from './common-terms';
import type { FilterIndexState } from './company-filter-index';

/**
 * The engine's shared state (docs/decisions/211): the SharedArrayBuffers of its indexes as typed
 * arrays over them, the counts in use and the small headers (common terms' names, the event
 * types, the events of companies changed since the load, copied). A plain structured-cloneable
 * object: posted to a thread, the buffers are shared, not copied. It describes the engine as it
 * was when taken; the writer takes it again after each applied batch and sends it with the
 * batch, so a reader learns of grown buffers and new counts in the same message that tells it
 * of the change.
 */
export interface EngineState {
  filter: FilterIndexState;
  commonTerms: CommonTermsState;
}
