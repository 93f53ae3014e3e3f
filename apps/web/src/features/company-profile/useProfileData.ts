import { useCallback, useEffect, useState } from 'react';
import { ApiError, isAbortError } from '../api/client';

export type ProfileDataState<Data> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'loaded'; data: Data };

/**
 * Loads a company or employee profile by id. A 404 (or an id that cannot exist) shows 'not found';
 * any other failure is only logged and the page keeps loading (the product's behaviour).
 * `reload` fetches again and keeps the loaded data on screen meanwhile.
 */
export function useProfileData<Data>(
  id: number | null,
  fetcher: (id: number, signal: AbortSignal) => Promise<Data>,
): { state: ProfileDataState<Data>; reload: () => void } {
  const [state, setState] = useState<ProfileDataState<Data>>(
    id === null ? { status: 'notFound' } : { status: 'loading' },
  );
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is a request to load again.
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetcher(id, controller.signal)
      .then((data) => setState({ status: 'loaded', data }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState({ status: 'notFound' });
          return;
        }
        console.error('The profile could not be loaded.', error);
      });
    return () => controller.abort();
  }, [id, fetcher, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
}
