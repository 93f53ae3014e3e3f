import type { MatchMapping, MatchReview, MatchRowState } from '@fd/contract';
import { api, apiUpload, apiUrl } from './client';

export const fetchMatchJobs = async (signal?: AbortSignal) => (await api('matchJobs', { signal })).jobs;

export const fetchMatchJob = async (jobId: string) => (await api('matchJob', { params: { id: jobId } })).job;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file goes as it is; the server reads a CSV's encoding and delimiter, or the workbook. */
export const uploadMatchFile = async (file: File) =>
  (
    await apiUpload(
      'matchUpload',
      { query: { file_name: file.name } },
      file,
      /\.xlsx$/i.test(file.name) ? XLSX : 'text/csv',
    )
  ).job;

export const startMatchJob = async (jobId: string, mapping: MatchMapping) =>
  (await api('matchJobStart', { params: { id: jobId }, body: { mapping } })).job;

export const cancelMatchJob = async (jobId: string) =>
  (await api('matchJobCancel', { params: { id: jobId } })).job;

export const fetchMatchRows = (
  jobId: string,
  state: MatchRowState | undefined,
  offset: number,
  signal?: AbortSignal,
) => api('matchJobRows', { params: { id: jobId }, query: { state, offset: String(offset) }, signal });

export const reviewMatchRow = async (jobId: string, row: number, review: MatchReview) =>
  (await api('matchJobReview', { params: { id: jobId, row: String(row) }, body: review })).row;

export const matchDownloadUrl = (jobId: string, format: 'csv' | 'xlsx') =>
  apiUrl('matchJobDownload', { params: { id: jobId }, query: { format } });

/** The companies of the job's matched rows onto one of the user's lead lists, or a new one. */
export const addMatchesToLeadList = (jobId: string, target: { list_id: number } | { name: string }) =>
  api('matchJobLeadList', { params: { id: jobId }, body: target });
