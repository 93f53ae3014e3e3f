/**
 * A durable queue's work loop in one process (the account mails, the matching jobs): one drain
 * at a time, and a call while one runs makes it look once more before it ends; a poll every few
 * seconds finds what another, stopped process left behind (its lease ended) or what became due;
 * `close` stops the loop and waits for the drain under way.
 */
export interface DrainLoop {
  /** Works through every due item; resolves when none is left (tests wait on it). */
  drain(): Promise<void>;
  /** Drains every `pollMs` until `close`. */
  start(): void;
  close(): Promise<void>;
  /** True once `close` was called: long work checks it between steps. */
  readonly closed: boolean;
}

export function createDrainLoop(options: {
  /** Claims one due item and works it off; false when none was due. */
  next: () => Promise<boolean>;
  /** The store failed: the items wait there, and the next look finds them. */
  onError: (error: unknown) => void;
  pollMs: number;
  /** Runs each drain inside it (the matching jobs' work budget). */
  wrap?: (drain: () => Promise<void>) => Promise<void>;
}): DrainLoop {
  const wrap = options.wrap ?? ((drain) => drain());
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  function drain(): Promise<void> {
    if (closed) return Promise.resolve();
    again = true;
    running ??= wrap(async () => {
      try {
        while (again) {
          again = false;
          while (!closed && (await options.next())) {}
        }
      } catch (error) {
        options.onError(error);
      } finally {
        running = null;
      }
    });
    return running;
  }

  return {
    drain,
    start() {
      timer ??= setInterval(() => void drain(), options.pollMs);
      timer.unref();
      void drain();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    get closed() {
      return closed;
    },
  };
}
