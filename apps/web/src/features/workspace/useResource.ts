import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isAbortError } from '../api/client';
import { useSessionEnd } from './useSessionEnd';

export type Resource<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

export interface ResourceHandle<T> {
  state: Resource<T>;
  /** Loads again, showing the loading state (after a failure). */
  retry: () => void;
  /** Loads again in the background, keeping what is shown until the answer arrives. */
  reload: () => void;
  /** Changes the loaded data in place after a successful action. */
  update: (change: (data: T) => T) => void;
}

/** Data of a workspace page: loading, failed (with retry) or ready; a new `key` loads afresh. */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string | number = '',
): ResourceHandle<T> {
  const endSession = useSessionEnd();
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  const fail = useEffectEvent((error: unknown) => {
    if (isAbortError(error) || endSession(error)) return;
    setState({ status: 'failed' });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: another key is other data; the old must not show meanwhile.
  useEffect(() => {
    setState({ status: 'loading' });
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key or attempt is what asks for a new load.
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then((data) => setState({ status: 'ready', data }), fail);
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { state, retry, reload, update };
}
