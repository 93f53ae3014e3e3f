import { afterEach, expect, it, vi } from 'vitest';
import { PollLoop } from './poll-loop';

afterEach(() => {
  vi.useRealTimers();
});

it('polls again after a failed poll, hands the failure over, and stops for good', async () => {
  vi.useFakeTimers();
  const loop = new PollLoop();
  const failures: unknown[] = [];
  let polls = 0;
  loop.start(
    async () => {
      polls += 1;
      if (polls === 1) throw new Error('busy');
    },
    (error) => failures.push(error),
    100,
  );
  await vi.advanceTimersByTimeAsync(99);
  expect(polls).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(polls).toBe(1);
  expect(failures).toEqual([new Error('busy')]);
  await vi.advanceTimersByTimeAsync(200);
  expect(polls).toBe(3);
  loop.stop();
  await vi.advanceTimersByTimeAsync(1000);
  expect(polls).toBe(3);
  expect(failures).toHaveLength(1);
});

it('never runs two polls at once: the next waits for the one running', async () => {
  vi.useFakeTimers();
  const loop = new PollLoop();
  let running = 0;
  let most = 0;
  loop.start(
    async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 350));
      running -= 1;
    },
    () => {},
    100,
  );
  await vi.advanceTimersByTimeAsync(2000);
  loop.stop();
  expect(most).toBe(1);
});
