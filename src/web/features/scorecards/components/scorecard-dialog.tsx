import { ClipboardCheck, Info, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { RECOMMENDATION_LABELS, type ScorecardView } from '../../../../shared/interviews';
import { DialogFooterActions, DialogShell } from '../../../components/form-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { LoadingBlock } from '../../../components/loading-screen';
import { Button } from '../../../components/ui/button';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { registeredField, TextareaField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useApplication } from '../../applications';
import { useSignedInUser } from '../../auth';
import { useSubmitScorecard } from '../api/submit-scorecard';
import { RecommendationInput } from './recommendation';
import {
  findMyScorecard,
  MAX_CRITERIA,
  ratingText,
  scorecardFormDefaults,
  scorecardResolver,
  type ScorecardFormValues,
  type ScorecardPayload,
} from './scorecard-form';
import { StarRatingInput } from './star-rating';
import { toastFailure } from '../../../lib/toast-failure';

/** What is being scored: an application, and the interview when there is one. */
export interface ScorecardTarget {
  applicationId: string;
  interviewId: string | null;
  candidateName: string;
  interviewType: string | null;
}

interface ScorecardDialogProps {
  /** Open while there is a target. */
  target: ScorecardTarget | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * A member's scorecard for a candidate: an overall rating, a recommendation,
 * optional ratings per criterion and notes. For an interview the member already
 * scored, it opens with their scorecard, which submitting updates.
 */
export function ScorecardDialog({ target, onOpenChange }: ScorecardDialogProps) {
  const submit = useSubmitScorecard();
  return (
    <DialogShell
      open={target !== null}
      onOpenChange={onOpenChange}
      isPending={submit.isPending}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl gap-0 overflow-y-auto p-0"
      onOpenAutoFocus={(event) => {
        // The chosen star, not the first one: arrow keys then move from the rating given.
        const star = firstRatingStar(event.currentTarget);
        if (star) {
          event.preventDefault();
          star.focus();
        }
      }}
    >
      {target && (
        <ScorecardLoader
          // Each target starts from its own values.
          key={`${target.applicationId}:${target.interviewId ?? ''}`}
          target={target}
          submit={submit}
          onClose={() => onOpenChange(false)}
        />
      )}
    </DialogShell>
  );
}

/** Finds the member's earlier scorecard for the interview before the form starts from it. */
function ScorecardLoader({
  target,
  submit,
  onClose,
}: {
  target: ScorecardTarget;
  submit: ReturnType<typeof useSubmitScorecard>;
  onClose: () => void;
}) {
  const user = useSignedInUser();
  // Only an interview's scorecard can be updated; a general one is always new.
  const application = useApplication(target.applicationId, target.interviewId !== null);
  // Without the application it is unknown whether the member already scored the
  // interview: a blank form then would quietly stand in for their scorecard.
  if (target.interviewId && application.data === undefined) {
    return (
      <>
        <ScorecardHeader target={target} existing={null} />
        {application.isError ? (
          <>
            <div className="px-6 py-5">
              <LoadFailed
                what="We could not check for your earlier scorecard of this interview."
                error={application.error}
                onRetry={() => void application.refetch()}
              />
            </div>
            <DialogFooter className="border-t border-slate-200 px-6 py-4">
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </DialogFooter>
          </>
        ) : (
          <LoadingBlock label="Loading scorecard..." />
        )}
      </>
    );
  }
  const existing = findMyScorecard(
    application.data?.scorecards ?? [],
    target.interviewId,
    user?.id,
  );
  return <ScorecardForm target={target} existing={existing} submit={submit} onClose={onClose} />;
}

function ScorecardHeader({
  target,
  existing,
}: {
  target: ScorecardTarget;
  existing: ScorecardView | null;
}) {
  return (
    <DialogHeader className="border-b border-slate-200 px-6 pt-6 pb-4">
      <DialogTitle className="flex items-center gap-2">
        <ClipboardCheck className="size-5 text-brand-600" aria-hidden="true" />
        {existing ? 'Edit scorecard' : 'Scorecard'}: {target.candidateName}
      </DialogTitle>
      <DialogDescription>
        {target.interviewType
          ? `For the ${target.interviewType}.`
          : 'A general scorecard for this candidate, not tied to one interview.'}
      </DialogDescription>
      {existing && (
        <p className="mt-2 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          You submitted a scorecard for this interview on {formatDateTime(existing.submittedAt)}.
          Submitting again updates it.
        </p>
      )}
    </DialogHeader>
  );
}

function ScorecardForm({
  target,
  existing,
  submit,
  onClose,
}: {
  target: ScorecardTarget;
  existing: ScorecardView | null;
  submit: ReturnType<typeof useSubmitScorecard>;
  onClose: () => void;
}) {
  const form = useForm<ScorecardFormValues, unknown, ScorecardPayload>({
    resolver: scorecardResolver(target),
    defaultValues: scorecardFormDefaults(existing),
    // Focus goes to the first problem as the form reads, not as fields registered.
    shouldFocusError: false,
  });
  const { errors, submitCount } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitCount > 0) focusFirstInvalid(formRef.current);
  }, [submitCount]);
  const criteria = useFieldArray({ control: form.control, name: 'criteria' });
  const rows = useWatch({ control: form.control, name: 'criteria' });
  const criteriaHintId = useId();

  const onSubmit = form.handleSubmit((input) => {
    submit.mutate(input, {
      onSuccess: ({ scorecard }) => {
        toast({
          variant: 'success',
          title: existing ? 'Scorecard updated' : 'Scorecard submitted',
          description: `${target.candidateName}: ${ratingText(scorecard.overallRating)}, ${RECOMMENDATION_LABELS[scorecard.recommendation]}.`,
        });
        onClose();
      },
      onError: (error) => {
        // The server checks what this form checks; its field messages land on the same fields.
        if (isApiError(error) && error.fieldErrors) {
          for (const [path, messages] of Object.entries(error.fieldErrors)) {
            if (['overallRating', 'recommendation', 'notes'].includes(path) && messages[0]) {
              form.setError(path as Path<ScorecardFormValues>, {
                type: 'server',
                message: messages[0],
              });
            }
          }
        }
        toastFailure(
          error,
          'Failed to submit scorecard',
          'Could not submit the scorecard. Please try again.',
        );
      },
    });
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid">
      <ScorecardHeader target={target} existing={existing} />

      <div className="grid gap-6 px-6 py-5">
        <Controller
          control={form.control}
          name="overallRating"
          render={({ field }) => (
            <StarRatingInput
              label="Overall rating"
              isRequired
              size="lg"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.overallRating?.message}
            />
          )}
        />

        <RecommendationInput
          field={form.register('recommendation')}
          error={errors.recommendation?.message}
        />

        <fieldset className="grid gap-3" aria-describedby={criteriaHintId}>
          <legend className="text-sm font-medium text-slate-800">Criteria</legend>
          <p id={criteriaHintId} className="-mt-1 text-xs text-slate-500">
            Optional: rate what you assessed. Criteria left unrated are not saved.
          </p>
          <ul className="grid divide-y divide-slate-100 rounded-lg border border-slate-200">
            {criteria.fields.map((row, index) => {
              const current = rows[index];
              const nameError = errors.criteria?.[index]?.name?.message;
              const ratingError = errors.criteria?.[index]?.rating?.message;
              const nameLabelId = `${criteriaHintId}-${row.id}`;
              const displayName = current?.name.trim() || 'new criterion';
              return (
                <li key={row.id} className="grid gap-1.5 px-3 py-2.5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    {row.isCustom ? (
                      <Input
                        aria-label="Criterion name"
                        placeholder="Criterion name, e.g. Leadership"
                        maxLength={80}
                        autoComplete="off"
                        className="h-9 w-full sm:w-56"
                        aria-invalid={nameError ? true : undefined}
                        aria-describedby={nameError ? `${nameLabelId}-name-error` : undefined}
                        {...form.register(`criteria.${index}.name`)}
                      />
                    ) : (
                      <span
                        id={nameLabelId}
                        className="w-full text-sm font-medium text-slate-800 sm:w-56"
                      >
                        {row.name}
                      </span>
                    )}
                    <Controller
                      control={form.control}
                      name={`criteria.${index}.rating`}
                      render={({ field }) => (
                        <CriterionRating
                          name={row.isCustom ? displayName : row.name}
                          labelledBy={row.isCustom ? undefined : nameLabelId}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          inputRef={field.ref}
                          error={ratingError}
                        />
                      )}
                    />
                    <div className="ml-auto flex items-center gap-1">
                      {current && current.rating !== null && (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() =>
                            form.setValue(`criteria.${index}.rating`, null, { shouldDirty: true })
                          }
                          aria-label={`Clear the ${displayName} rating`}
                        >
                          Clear
                        </Button>
                      )}
                      {row.isCustom && (
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => criteria.remove(index)}
                          aria-label={`Remove ${displayName}`}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      )}
                    </div>
                  </div>
                  {nameError && (
                    <p
                      id={`${nameLabelId}-name-error`}
                      role="alert"
                      className="text-sm text-red-600"
                    >
                      {nameError}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {errors.criteria?.root?.message && (
            <p role="alert" className="text-sm text-red-600">
              {errors.criteria.root.message}
            </p>
          )}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={criteria.fields.length >= MAX_CRITERIA}
            onClick={() => criteria.append({ name: '', rating: null, isCustom: true })}
          >
            <Plus aria-hidden="true" />
            Add criterion
          </Button>
        </fieldset>

        <TextareaField
          label="Notes"
          rows={5}
          maxLength={5000}
          hint="Optional: what the candidate said or did that supports your ratings."
          {...registeredField(form, 'notes')}
        />
      </div>

      <DialogFooterActions
        className="border-t border-slate-200 px-6 py-4"
        onCancel={onClose}
        isPending={submit.isPending}
        submitLabel={
          <>
            {!submit.isPending && <ClipboardCheck aria-hidden="true" />}
            {existing ? 'Update scorecard' : 'Submit scorecard'}
          </>
        }
      />
    </form>
  );
}

function firstRatingStar(container: EventTarget | null): HTMLInputElement | null {
  if (!(container instanceof HTMLElement)) return null;
  const group = container.querySelector('[role="radiogroup"]');
  return (
    group?.querySelector<HTMLInputElement>('input:checked') ??
    group?.querySelector<HTMLInputElement>('input') ??
    null
  );
}

/**
 * Moves focus to the first field marked invalid; in a group of radio buttons (the
 * stars, the recommendation), to its chosen one or else its first.
 */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  if (invalid instanceof HTMLInputElement || invalid instanceof HTMLTextAreaElement) {
    invalid.focus();
    return;
  }
  const radio =
    invalid.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
    invalid.querySelector<HTMLInputElement>('input[type="radio"]');
  radio?.focus();
}

/** One criterion's stars, labelled by its name. */
function CriterionRating({
  name,
  labelledBy,
  error,
  ...props
}: {
  name: string;
  labelledBy: string | undefined;
  value: number | null;
  onChange: (rating: number) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
}) {
  return (
    <StarRatingInput
      // An added criterion's name is typed in its own box, so the group is named here.
      label={`Rating for ${name}`}
      labelledBy={labelledBy}
      isLabelHidden
      error={error}
      {...props}
    />
  );
}
