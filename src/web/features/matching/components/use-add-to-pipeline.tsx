import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ManualApplicationDialog, type ManualApplicationPrefill } from '../../admin';
import { matchingKeys } from '../api/keys';

/**
 * Add to Pipeline from a match: the admin console's Add Manual Application dialog,
 * its candidate (and the job, when known) filled in; the admin picks the job and
 * stage. An added candidate changes the matches ("In pipeline"), so they are asked again.
 */
export function useAddToPipeline() {
  const [prefill, setPrefill] = useState<ManualApplicationPrefill | null>(null);
  const queryClient = useQueryClient();
  const dialog = (
    <ManualApplicationDialog
      title="Add to Pipeline"
      open={prefill !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) setPrefill(null);
      }}
      prefill={prefill ?? undefined}
      onAdded={() => void queryClient.invalidateQueries({ queryKey: matchingKeys.all() })}
    />
  );
  return { open: setPrefill, dialog };
}
