import { useQuery } from '@tanstack/react-query';
import type { AdminPipelineCard, AdminPipelineView } from '../../../../shared/admin';
import { adminKeys, adminQuery } from '../../admin';

/**
 * The people in a job's pipeline (GET /admin/jobs/{jobId}/pipeline), once each, by
 * name: the score calculator's candidates. No admin call lists every organization's
 * candidates with their ids, so a candidate is found through a job they applied to.
 */
export function useJobApplicants(jobId: string) {
  return useQuery({
    ...adminQuery<AdminPipelineView>(adminKeys.pipeline(jobId), 'jobs', jobId, 'pipeline'),
    enabled: jobId !== '',
    select: (view) => {
      const byCandidate = new Map<string, AdminPipelineCard>();
      for (const card of Object.values(view.pipeline).flat()) {
        if (!byCandidate.has(card.candidateId)) byCandidate.set(card.candidateId, card);
      }
      return [...byCandidate.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
    },
  });
}
