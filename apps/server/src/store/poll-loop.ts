/**
 * A poll every `intervalMs` after the previous one ended (never two at once), on a timer that does
 * not keep the process alive; a failed poll goes to `onError` and the next one runs as planned.
 * The change follower (SQLite) and the change feed (PostgreSQL) run on it.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;

  start(poll: () => Promise<unknown>, onError: (error: unknown) => void, intervalMs: number): void {
    const tick = () => {
      this.timer = setTimeout(async () => {
        try {
          await poll();
        } catch (error) {
          onError(error);
        }
        if (this.timer) tick();
      }, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
