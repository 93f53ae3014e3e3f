import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { PageFallback } from './PageFallback';
import type { ResourceHandle } from './useResource';

export interface PendingPageProps<T> {
  /** The page's heading (its `PageIntro`), shown in every state. */
  intro: ReactNode;
  resource: ResourceHandle<T>;
}

/** A page whose data is not there yet: its heading above the loading state, or the error with a retry. */
export function PendingPage<T>({ intro, resource }: PendingPageProps<T>) {
  return (
    <>
      {intro}
      {resource.state.status === 'failed' ? <LoadFailed onRetry={resource.retry} /> : <PageFallback />}
    </>
  );
}
