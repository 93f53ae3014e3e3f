import { nextTurn, runWithBudget, WorkBudget, yieldIfDue } from '../../runtime/budget';
import type { NameIndexRepository } from '../../store/types';
import { NameVocabulary } from './name-vocabulary';

/** Terms read and added per step: a few milliseconds of work between two turns of the event loop. */
const PAGE_TERMS = 500;
/** A build has no deadline: it runs in slices beside the requests until it is done. */
const NO_DEADLINE_MS = 2 ** 31;
/**
 * The rest after a build before the next one may start: at least REST_MS, and REST_FACTOR times
 * the last build's time, so changes one after the other (an import's batches) keep the thread
 * building for at most a fifth of its time, and a new word waits for its typo candidates at most
 * about five builds' time.
 */
const REST_MS = 250;
const REST_FACTOR = 4;

type VocabularySource = Pick<NameIndexRepository, 'vocabularyPage'>;

/**
 * The name vocabulary of a name index, built off the request path (docs/decisions/209): read
 * page by page in term order and added as it comes, one slice (SLICE_MS) per turn of the event
 * loop, like any other background work of the process. After names change the current
 * vocabulary keeps answering while the next one is built; only a search before the first build
 * has finished waits for it.
 */
export class VocabularyKeeper {
  private current: NameVocabulary | null = null;
  private building: Promise<NameVocabulary> | null = null;
  /** Names changed while a build was reading: another build follows it. */
  private stale = false;
  /** When the next build may start (`Date.now()`), after the last one's rest. */
  private restUntil = 0;

  constructor(
    private index: VocabularySource,
    private restMs = REST_MS,
  ) {}

  /** The vocabulary to answer from: the last one built, or the first build once it is done. */
  vocabulary(): Promise<NameVocabulary> {
    return this.current ? Promise.resolve(this.current) : this.build();
  }

  /** Starts the build in the background (an engine's load); a failed read is tried again on first use. */
  start(): void {
    this.build().catch(() => {});
  }

  /** Names changed (in `index`, a newer reader of the same names): builds the next vocabulary. */
  changed(index: VocabularySource = this.index): this {
    this.index = index;
    if (this.building) this.stale = true;
    else this.start();
    return this;
  }

  /** Resolves once the builds started so far have ended (tests; a bench that waits as a user would). */
  async settled(): Promise<void> {
    while (this.building) await this.building.catch(() => {});
  }

  /**
   * The running build, or a new one; it starts in a later turn, never in its caller's. A build
   * reads one vocabulary and resolves with it; names changed meanwhile start the next build
   * after it, so whoever waits for the first vocabulary never waits for a second one.
   */
  private build(): Promise<NameVocabulary> {
    this.building ??= runWithBudget(new WorkBudget(NO_DEADLINE_MS), async () => {
      try {
        await nextTurn();
        // A rebuild waits out the rest; the first build (nothing to answer from) never does.
        if (this.current) await rest(this.restUntil - Date.now());
        this.stale = false;
        const started = Date.now();
        const built = await readVocabulary(this.index);
        this.current = built;
        this.restUntil = Date.now() + Math.max(this.restMs, REST_FACTOR * (Date.now() - started));
        return built;
      } finally {
        this.building = null;
        if (this.stale) this.start();
      }
    });
    return this.building;
  }
}

/**
 * Waits `ms` (nothing if not positive). The timer holds the process open like the build it
 * delays: a caller that waits for the builds (`settled`) is never left without a turn.
 */
function rest(ms: number): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resume) => setTimeout(resume, ms));
}

/** The whole vocabulary of `index`, a page per step, the event loop served between steps. */
async function readVocabulary(index: VocabularySource): Promise<NameVocabulary> {
  const vocabulary = new NameVocabulary();
  let after = '';
  for (;;) {
    await yieldIfDue();
    const page = await index.vocabularyPage(after, PAGE_TERMS);
    vocabulary.add(page);
    if (page.length < PAGE_TERMS) return vocabulary;
    after = page[page.length - 1]!.term;
  }
}
