import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '../../../../shared/applications';
import type { PipelineView } from '../../../../shared/jobs';
import { toast } from '../../../components/ui/use-toast';
import { advanceApplication, refreshAfterApplicationChange } from '../../applications';
import { pipelineQueryKey } from './keys';
import {
  findApplicationInPipeline,
  moveApplicationInPipeline,
  replaceApplicationInPipeline,
} from './pipeline-moves';
import { toastFailure } from '../../../lib/toast-failure';

export interface MoveApplicationVariables {
  applicationId: string;
  toStage: string;
}

interface MoveContext {
  /** The card as it was before this move, to put back if the server refuses. */
  previous: ApplicationView | undefined;
}

export const moveApplicationMutationKey = (jobId: string) =>
  [...pipelineQueryKey(jobId), 'move'] as const;

/**
 * Moves a card on a job's board at once and tells the server after
 * (spec section 4, Application stage); the requests of one board go one after
 * another, in the order the moves were made. On failure only this card goes back:
 * other moves made meanwhile stay where they are. The board is fetched again
 * once the last move in flight has settled, so one answer does not pull back
 * a card another request is still moving.
 */
export function useMoveApplication(jobId: string) {
  const queryClient = useQueryClient();
  const queryKey = pipelineQueryKey(jobId);
  const mutationKey = moveApplicationMutationKey(jobId);

  return useMutation<ApplicationView, Error, MoveApplicationVariables, MoveContext>({
    mutationKey,
    // One move at a time per board: the server refuses a move whose card changed meanwhile.
    scope: { id: mutationKey.join(' ') },
    mutationFn: ({ applicationId, toStage }) => advanceApplication(applicationId, toStage),
    onMutate: async ({ applicationId, toStage }) => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData<PipelineView>(queryKey);
      if (!snapshot) return { previous: undefined };
      queryClient.setQueryData<PipelineView>(
        queryKey,
        moveApplicationInPipeline(snapshot, applicationId, toStage),
      );
      return { previous: findApplicationInPipeline(snapshot, applicationId) };
    },
    onError: (error, _variables, context) => {
      const previous = context?.previous;
      if (previous) {
        queryClient.setQueryData<PipelineView>(
          queryKey,
          (current) => current && replaceApplicationInPipeline(current, previous),
        );
      }
      toastFailure(error, 'Failed to advance', 'Could not advance application. Please try again.');
    },
    onSuccess: (application) => {
      queryClient.setQueryData<PipelineView>(
        queryKey,
        (current) => current && replaceApplicationInPipeline(current, application),
      );
      toast({
        variant: 'success',
        title: 'Application advanced',
        description: `Moved to ${application.stage}.`,
      });
    },
    onSettled: () => {
      // This mutation still counts as running while its own onSettled runs.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      // The pipeline (under the jobs key), the candidate's detail and lists, the dashboard.
      refreshAfterApplicationChange(queryClient);
    },
  });
}
