import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationView } from '../../../../shared/applications';
import type { BoardFilters, BoardView } from '../../../../shared/jobs';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../lib/toast-failure';
import { advanceApplication, refreshAfterApplicationChange } from '../../applications';
import { boardQueryKey } from './board';
import {
  findApplicationInBoard,
  moveApplicationInBoard,
  replaceApplicationInBoard,
} from './board-moves';
import { pipelineQueryKey } from './keys';

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
 * other moves made meanwhile stay where they are. The board is not fetched again
 * (issue 20: its loaded pages and counts are moved in place); what else shows the
 * application (its profile, lists, the dashboard) is refreshed once the last move
 * in flight has settled.
 */
export function useMoveApplication(jobId: string, filters: BoardFilters) {
  const queryClient = useQueryClient();
  const queryKey = boardQueryKey(jobId, filters);
  const mutationKey = moveApplicationMutationKey(jobId);
  const update = (change: (board: BoardView) => BoardView) =>
    queryClient.setQueryData<BoardView>(queryKey, (current) => current && change(current));

  return useMutation<ApplicationView, Error, MoveApplicationVariables, MoveContext>({
    mutationKey,
    // One move at a time per board: the server refuses a move whose card changed meanwhile.
    scope: { id: mutationKey.join(' ') },
    mutationFn: ({ applicationId, toStage }) => advanceApplication(applicationId, toStage),
    onMutate: async ({ applicationId, toStage }) => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData<BoardView>(queryKey);
      if (!snapshot) return { previous: undefined };
      update((board) => moveApplicationInBoard(board, applicationId, toStage, filters.order));
      return { previous: findApplicationInBoard(snapshot, applicationId) };
    },
    onError: (error, _variables, context) => {
      const previous = context?.previous;
      if (previous) update((board) => replaceApplicationInBoard(board, previous, filters.order));
      toastFailure(error, 'Failed to advance', 'Could not advance application. Please try again.');
    },
    onSuccess: (application) => {
      update((board) => replaceApplicationInBoard(board, application, filters.order));
      toast({
        variant: 'success',
        title: 'Application advanced',
        description: `Moved to ${application.stage}.`,
      });
    },
    onSettled: () => {
      // This mutation still counts as running while its own onSettled runs.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      // Its profile, the candidates pages, the dashboard; this board keeps its loaded pages.
      refreshAfterApplicationChange(queryClient, undefined, { keepBoard: queryKey });
    },
  });
}
