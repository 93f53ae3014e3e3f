import { describe, expect, it } from 'vitest';
import { runSubmission, type SubmissionState } from './useFailureMessage';
import type { FailureTexts } from './workspaceError';

function recorder() {
  const calls: string[] = [];
  const state: SubmissionState = {
    setBusy: (busy) => calls.push(`busy ${busy}`),
    setError: (error) => calls.push(`error ${error}`),
    failureMessage: (failure, texts?: FailureTexts) =>
      failure instanceof Error && failure.message === 'gone'
        ? null
        : `${String(failure)} / ${texts?.conflict}`,
  };
  return { calls, state };
}

describe('runSubmission', () => {
  it('clears the last message and is busy while the action runs', async () => {
    const { calls, state } = recorder();
    const ok = await runSubmission(state, async () => {
      calls.push('action');
    });
    expect(ok).toBe(true);
    expect(calls).toEqual(['busy true', 'error null', 'action', 'busy false']);
  });

  it('shows the failure said with the texts of its place, and resolves false', async () => {
    const { calls, state } = recorder();
    const ok = await runSubmission(
      state,
      async () => {
        throw new Error('taken');
      },
      { conflict: 'name taken' },
    );
    expect(ok).toBe(false);
    expect(calls).toEqual(['busy true', 'error null', 'error Error: taken / name taken', 'busy false']);
  });

  it('shows nothing where the failure has no message (the session ended)', async () => {
    const { calls, state } = recorder();
    await runSubmission(state, async () => {
      throw new Error('gone');
    });
    expect(calls).toEqual(['busy true', 'error null', 'error null', 'busy false']);
  });
});
