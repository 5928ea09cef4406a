import { CalendarClock, CalendarPlus, Coins, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import {
  INTERVIEW_TIMEZONES,
  INTERVIEW_TYPES,
  SCHEDULE_VALIDATION_MESSAGE,
  scheduleInterviewFormSchema,
  type InterviewView,
} from '../../../../shared/interviews';
import { formatCredits } from '../../../../shared/money';
import { CREDIT_COST } from '../../../../shared/rules';
import { DialogFooterActions, DialogShell } from '../../../components/form-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingBlock } from '../../../components/loading-screen';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import {
  registeredField,
  SelectField,
  TextareaField,
  TextField,
} from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useSignedInUser } from '../../auth';
import { CostSummary, CreditsShortNotice, useCredits } from '../../credits';
import { useInterview } from '../api/interviews';
import { useInterviewers } from '../api/interviewers';
import { useRescheduleInterview } from '../api/reschedule-interview';
import { useScheduleInterview } from '../api/schedule-interview';
import {
  blankScheduleForm,
  endAfterStart,
  formFromInterview,
  hasRequiredFields,
  interviewDetails,
  rescheduledToastText,
  scheduledToastText,
  type ScheduleFormOutput,
  type ScheduleFormValues,
} from './schedule-form';

/** Whom to interview (a new interview), or which interview to move. */
export type ScheduleInterviewTarget =
  | {
      mode: 'schedule';
      applicationId: string;
      candidateName: string;
      jobTitle?: string | null | undefined;
    }
  | {
      mode: 'reschedule';
      interviewId: string;
      candidateName: string;
      jobTitle?: string | null | undefined;
      /** The interview as the caller already has it; without it, it is fetched. */
      interview?: InterviewView | undefined;
    };

interface ScheduleInterviewDialogProps {
  /** Null while closed. */
  target: ScheduleInterviewTarget | null;
  onOpenChange: (open: boolean) => void;
  onDone?: (interview: InterviewView) => void;
  /** Where focus goes once the dialog has closed; by default, back where it was. */
  onCloseAutoFocus?: (event: Event) => void;
}

const COST = CREDIT_COST.interview;
const SCHEDULE_FAILURE = {
  title: 'Failed to Schedule Interview',
  fallback: 'An error occurred while scheduling the interview',
};
const RESCHEDULE_FAILURE = {
  title: 'Failed to Reschedule Interview',
  fallback: 'An error occurred while rescheduling the interview',
};

/**
 * Schedules an interview with an unlocked candidate for CREDIT_COST.interview
 * credits (spec: schedule interview modal), or moves a scheduled one at no
 * charge. Times are typed on the chosen zone's clock.
 */
export function ScheduleInterviewDialog({
  target,
  onOpenChange,
  onDone,
  onCloseAutoFocus,
}: ScheduleInterviewDialogProps) {
  const schedule = useScheduleInterview();
  const reschedule = useRescheduleInterview();
  const isPending = schedule.isPending || reschedule.isPending;
  return (
    <DialogShell
      open={target !== null}
      onOpenChange={onOpenChange}
      isPending={isPending}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl gap-0 overflow-y-auto p-0"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {/* Mounted on each opening: a blank form and its own idempotency key each time. */}
      {target && (
        <ScheduleDialogBody
          target={target}
          schedule={schedule}
          reschedule={reschedule}
          onCancel={() => onOpenChange(false)}
          onDone={(interview) => {
            onOpenChange(false);
            onDone?.(interview);
          }}
        />
      )}
    </DialogShell>
  );
}

interface BodyProps {
  target: ScheduleInterviewTarget;
  schedule: ReturnType<typeof useScheduleInterview>;
  reschedule: ReturnType<typeof useRescheduleInterview>;
  onCancel: () => void;
  onDone: (interview: InterviewView) => void;
}

function ScheduleDialogBody(props: BodyProps) {
  const { target } = props;
  const isReschedule = target.mode === 'reschedule';
  const given = isReschedule ? target.interview : undefined;
  const loaded = useInterview(isReschedule ? target.interviewId : null, isReschedule && !given);
  const interview = given ?? loaded.data;

  const header = (
    <DialogHeader className="border-b border-slate-200 px-6 pt-6 pb-4">
      <DialogTitle className="flex items-center gap-2">
        {isReschedule ? (
          <CalendarClock className="size-5 text-brand-600" aria-hidden="true" />
        ) : (
          <CalendarPlus className="size-5 text-brand-600" aria-hidden="true" />
        )}
        {isReschedule
          ? `Reschedule the interview with ${target.candidateName}`
          : `Schedule an interview with ${target.candidateName}`}
      </DialogTitle>
      <DialogDescription>
        {target.jobTitle ? `For ${target.jobTitle}. ` : ''}Start and end are read in the time zone
        you choose.
      </DialogDescription>
    </DialogHeader>
  );

  if (isReschedule && !interview) {
    return (
      <>
        {header}
        <div className="px-6 py-5">
          {loaded.isError ? (
            <LoadFailed
              what="We could not load this interview."
              error={loaded.error}
              onRetry={() => void loaded.refetch()}
            />
          ) : (
            <LoadingBlock label="Loading the interview..." />
          )}
        </div>
      </>
    );
  }

  return (
    <ScheduleForm
      {...props}
      header={header}
      initial={interview ? formFromInterview(interview) : blankScheduleForm()}
    />
  );
}

function ScheduleForm({
  target,
  schedule,
  reschedule,
  onCancel,
  onDone,
  header,
  initial,
}: BodyProps & { header: ReactNode; initial: ScheduleFormValues }) {
  const isReschedule = target.mode === 'reschedule';
  // One key for this opening: a double click or a retry after a failure never charges twice.
  const idempotencyKey = useIdempotencyKey();
  const user = useSignedInUser();
  const credits = useCredits();
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormOutput>({
    resolver: schemaResolver(scheduleInterviewFormSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const [type, start, end, timezone, sendInvites] = useWatch({
    control: form.control,
    name: ['type', 'start', 'end', 'timezone', 'sendInvites'],
  });
  const sendInvitesId = useId();
  const missingHintId = useId();
  // The end the form filled in itself: it follows the start until the person edits it.
  const [autoEnd, setAutoEnd] = useState<string | null>(null);

  const mutation = isReschedule ? reschedule : schedule;
  const balance = credits.data?.balance;
  const isTooLow = !isReschedule && balance !== undefined && balance < COST;
  const isShort =
    !isReschedule &&
    schedule.isError &&
    isApiError(schedule.error) &&
    schedule.error.status === 402;
  const isFilled = hasRequiredFields({ type, start, end });

  const onStartChange = (value: string) => {
    const current = form.getValues('end');
    if (current !== '' && current !== autoEnd) return;
    const filled = endAfterStart(value, form.getValues('timezone'));
    if (!filled) return;
    setAutoEnd(filled);
    form.setValue('end', filled, { shouldValidate: form.formState.isSubmitted });
  };

  const onInvalid = (fieldErrors: FieldErrors<ScheduleFormValues>) => {
    const messages = [fieldErrors.type, fieldErrors.start, fieldErrors.end].map(
      (error) => error?.message,
    );
    if (messages.includes(SCHEDULE_VALIDATION_MESSAGE)) {
      toast({
        variant: 'destructive',
        title: 'Validation Error',
        description: SCHEDULE_VALIDATION_MESSAGE,
      });
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    const details = interviewDetails(values);
    if (target.mode === 'reschedule') {
      reschedule.mutate(
        { id: target.interviewId, input: details },
        {
          onSuccess: (response) => {
            toast({
              variant: 'success',
              title: 'Interview rescheduled',
              description: rescheduledToastText(response),
            });
            onDone(response.interview);
          },
          onError: (error) => reportFormFailure(error, form.setError, RESCHEDULE_FAILURE),
        },
      );
      return;
    }
    schedule.mutate(
      {
        applicationId: target.applicationId,
        ...(user?.orgId ? { orgId: user.orgId } : {}),
        ...(user ? { scheduledById: user.id } : {}),
        ...details,
        idempotencyKey,
      },
      {
        onSuccess: (response) => {
          toast({
            variant: 'success',
            title: 'Interview Scheduled Successfully',
            description: scheduledToastText(response),
          });
          onDone(response.interview);
        },
        onError: (error) => reportFormFailure(error, form.setError, SCHEDULE_FAILURE),
      },
    );
  }, onInvalid);

  return (
    <form onSubmit={onSubmit} noValidate className="grid">
      {header}

      <div className="grid gap-5 px-6 py-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Interview type"
            required
            error={errors.type?.message}
            fieldClassName="sm:col-span-2"
            {...form.register('type')}
          >
            <option value="">Choose a type</option>
            {INTERVIEW_TYPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>

          <TextField
            label="Start"
            type="datetime-local"
            required
            fieldClassName="content-start"
            error={errors.start?.message}
            {...form.register('start', {
              onChange: (event: { target: { value: string } }) => onStartChange(event.target.value),
            })}
          />
          <TextField
            label="End"
            type="datetime-local"
            required
            fieldClassName="content-start"
            min={start || undefined}
            error={errors.end?.message}
            hint="Left blank, it is filled in an hour after the start."
            {...form.register('end', {
              onChange: () => setAutoEnd(null),
            })}
          />

          <SelectField
            label="Time zone"
            error={errors.timezone?.message}
            hint={`The start and end are read as ${timezone} time.`}
            fieldClassName="sm:col-span-2"
            {...form.register('timezone')}
          >
            {INTERVIEW_TIMEZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace('_', ' ')}
              </option>
            ))}
          </SelectField>
        </div>

        <InterviewersField form={form} currentUserId={user?.id ?? null} />

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Location"
            autoComplete="off"
            placeholder="e.g. Head office, Airport City"
            {...registeredField(form, 'location')}
          />
          <TextField
            label="Meeting link"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...registeredField(form, 'meetingUrl')}
          />
          <TextareaField
            label="Notes"
            rows={3}
            fieldClassName="sm:col-span-2"
            hint="For your team: the candidate’s invite leaves them out."
            {...registeredField(form, 'notes')}
          />
        </div>

        <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
          <div className="grid gap-1">
            <Label htmlFor={sendInvitesId}>Send calendar invites</Label>
            <p id={`${sendInvitesId}-hint`} className="text-xs text-slate-500">
              {isReschedule
                ? 'The candidate and the interviewers get the updated time by email.'
                : 'The candidate and the interviewers get an invite by email.'}
            </p>
          </div>
          <Switch
            id={sendInvitesId}
            checked={sendInvites}
            onCheckedChange={(checked) => form.setValue('sendInvites', checked)}
            aria-describedby={`${sendInvitesId}-hint`}
          />
        </div>

        <CostSection
          isReschedule={isReschedule}
          credits={credits}
          isTooLow={isTooLow}
          isShort={isShort}
        />
      </div>

      <DialogFooterActions
        className="items-center border-t border-slate-200 px-6 py-4"
        onCancel={onCancel}
        isPending={mutation.isPending}
        isSubmitDisabled={!isFilled || isTooLow}
        submitDescribedBy={!isFilled ? missingHintId : undefined}
        submitLabel={
          <>
            {!mutation.isPending &&
              (isReschedule ? (
                <CalendarClock aria-hidden="true" />
              ) : (
                <CalendarPlus aria-hidden="true" />
              ))}
            {isReschedule ? 'Save new time' : `Schedule for ${formatCredits(COST)}`}
          </>
        }
      >
        {!isFilled && (
          <p id={missingHintId} className="mr-auto text-xs text-slate-500">
            Choose a type, a start and an end to continue.
          </p>
        )}
      </DialogFooterActions>
    </form>
  );
}

/** The cost and the balance before scheduling; a reschedule says it is free. */
function CostSection({
  isReschedule,
  credits,
  isTooLow,
  isShort,
}: {
  isReschedule: boolean;
  credits: ReturnType<typeof useCredits>;
  isTooLow: boolean;
  isShort: boolean;
}) {
  if (isReschedule) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <Coins className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        Rescheduling is free: no credits are charged.
      </p>
    );
  }
  return (
    <>
      <CostSummary cost={COST} credits={credits} className="gap-1 bg-slate-50" />
      {(isTooLow || isShort) && (
        <CreditsShortNotice>
          {isTooLow
            ? `You need ${formatCredits(COST)} to schedule an interview and have ${formatCredits(credits.data?.balance ?? 0)}.`
            : 'Not enough credits: nothing was scheduled or charged.'}
        </CreditsShortNotice>
      )}
    </>
  );
}

/** The organization's members as checkboxes in a fieldset: any number may interview. */
function InterviewersField({
  form,
  currentUserId,
}: {
  form: UseFormReturn<ScheduleFormValues, unknown, ScheduleFormOutput>;
  currentUserId: string | null;
}) {
  const interviewers = useInterviewers();
  const chosen = useWatch({ control: form.control, name: 'interviewerIds' });
  const hintId = useId();
  const error = form.formState.errors.interviewerIds?.message;

  const onToggle = (id: string, isChosen: boolean) => {
    const next = isChosen ? [...chosen, id] : chosen.filter((value) => value !== id);
    form.setValue('interviewerIds', next, { shouldDirty: true });
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={hintId}>
      <legend className="mb-1 flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <Users className="size-4 text-slate-500" aria-hidden="true" />
        Interviewers
      </legend>
      <p id={hintId} className="-mt-1 text-xs text-slate-500">
        Optional. They get the invite and can submit a scorecard.
        {chosen.length > 0 && ` ${chosen.length} chosen.`}
      </p>
      {interviewers.isPending ? (
        <p className="text-sm text-slate-500" role="status">
          Loading your team…
        </p>
      ) : interviewers.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>Your team could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void interviewers.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {interviewers.data.map((person) => {
            const inputId = `interviewer-${person.id}`;
            return (
              <li key={person.id}>
                <label
                  htmlFor={inputId}
                  className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={chosen.includes(person.id)}
                    onChange={(event) => onToggle(person.id, event.target.checked)}
                    className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">
                      {person.name}
                      {person.id === currentUserId && (
                        <span className="font-normal text-slate-500"> (you)</span>
                      )}
                    </span>
                    <span className="block truncate text-xs text-slate-500">{person.email}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
