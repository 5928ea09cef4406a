import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PipelineView } from '../../../../shared/jobs';
import { apiRequest } from '../../../lib/api-client';
import { pipelineQueryKey } from './keys';

export function fetchPipeline(jobId: string): Promise<PipelineView> {
  return apiRequest<PipelineView>('GET', `/api/v1/jobs/${encodeURIComponent(jobId)}/pipeline`);
}

export function pipelineQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: pipelineQueryKey(jobId),
    queryFn: () => fetchPipeline(jobId),
    // Candidates apply while the board is open elsewhere: refresh on return.
    staleTime: 30_000,
  });
}

export function usePipeline(jobId: string, enabled = true) {
  return useQuery({ ...pipelineQueryOptions(jobId), enabled });
}
