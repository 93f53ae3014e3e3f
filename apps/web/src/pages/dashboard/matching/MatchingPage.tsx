import type { MatchJob } from '@fd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMatchJobs } from '../../../features/api/matching';
import { queryKeys } from '../../../features/api/queryKeys';
import { PageIntro } from '../../../features/ui/PageIntro';
import { PendingPage } from '../../../features/ui/PendingPage';
import { useResource } from '../../../features/ui/useResource';
import { JobProgress } from './JobProgress';
import { JobResults } from './JobResults';
import { MappingForm } from './MappingForm';
import { UploadForm } from './UploadForm';

/**
 * `/dashboard/matching`: the user's own company list matched to the register. The newest job is
 * the page's subject: a draft shows its column mapping, a queued or running one its progress,
 * a finished one its results and review queue. Jobs live on the server, so a reload finds them.
 */
export function MatchingPage() {
  const { t } = useTranslation();
  const jobs = useResource(queryKeys.matchJobs(), fetchMatchJobs);
  const [uploading, setUploading] = useState(false);
  const intro = (
    <PageIntro
      title={t('dashboard.pages.matching.title')}
      description={t('dashboard.pages.matching.description')}
    />
  );
  if (jobs.state.status !== 'ready') return <PendingPage intro={intro} resource={jobs} />;

  const show = (job: MatchJob) => {
    jobs.update((list) => [job, ...list.filter((entry) => entry.job_id !== job.job_id)]);
    setUploading(false);
  };
  const current = uploading ? null : (jobs.state.data[0] ?? null);
  const fresh = !current || (current.status === 'cancelled' && current.done === 0);
  return (
    <>
      {intro}
      {fresh && <UploadForm onUploaded={show} />}
      {!fresh && current.status === 'draft' && <MappingForm job={current} onChange={show} />}
      {!fresh && (current.status === 'queued' || current.status === 'running') && (
        <JobProgress job={current} onChange={show} />
      )}
      {!fresh && (current.status === 'done' || current.status === 'cancelled') && (
        <JobResults job={current} onChange={show} onNewUpload={() => setUploading(true)} />
      )}
    </>
  );
}
