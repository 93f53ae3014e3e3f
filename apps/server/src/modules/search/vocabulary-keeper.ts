import { nextTurn, runWithBudget, WorkBudget, yieldIfDue } from '../../runtime/budget';
import type { NameIndexRepository } from '../../store/types';
import { NameVocabulary } from './name-vocabulary';

/** Terms read and added per step: a few milliseconds of work between two turns of the event loop. */
const PAGE_TERMS = 500;
/** A build has no deadline: it runs in slices beside the requests until it is done. */
const NO_DEADLINE_MS = 2 ** 31;

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

  constructor(private index: VocabularySource) {}

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

  /** The running build, or a new one; it starts in a later turn, never in its caller's. */
  private build(): Promise<NameVocabulary> {
    this.building ??= runWithBudget(new WorkBudget(NO_DEADLINE_MS), async () => {
      try {
        await nextTurn();
        let built: NameVocabulary;
        do {
          this.stale = false;
          built = await readVocabulary(this.index);
          this.current = built;
        } while (this.stale);
        return built;
      } finally {
        this.building = null;
      }
    });
    return this.building;
  }
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
