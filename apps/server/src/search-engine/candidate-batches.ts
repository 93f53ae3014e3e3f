/**
 * How many candidates a scan over the in-memory columns tests between two looks at the budget's
 * clock. One rule for every scan (the filter index's search, the tiered nearest scan): a batch is
 * well under a millisecond of work, so a slice ends close to the budget's slice length.
 */
export const CANDIDATE_BATCH = 1024;

/**
 * The same when each batch's names are also read and tokenised (a name filter): 1024 of those
 * held the event loop for longer than a slice at 3.6M companies (docs/benchmarks.md#search).
 */
export const NAME_CANDIDATE_BATCH = 128;
