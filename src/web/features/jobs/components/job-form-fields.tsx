import { Controller, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  SENIORITIES,
  SENIORITY_LABELS,
  WORK_MODE_LABELS,
  WORK_MODES,
} from '../../../../shared/jobs';
import { JOB_TITLE_MAX } from '../../../../shared/rules';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { FormSection } from './form-section';
import type { JobFormValues } from './job-form-values';
import { ListEditor } from './list-editor';
import { MarkdownEditor } from './markdown-editor';
import { StageEditor, type StageEditorErrors } from './stage-editor';

interface JobFormFieldsProps<Output> {
  form: UseFormReturn<JobFormValues, unknown, Output>;
  /** The stages the pipeline editor starts from. */
  initialStages: readonly string[];
  /** True on the settings page: the stages exist, so renames are tracked. */
  stagesAreSaved: boolean;
  /** Changing this remounts the stage editor, e.g. after a save. */
  stageEditorKey?: string | number;
  disabled?: boolean;
}

/** First message of a list field's errors (the list itself or any of its items). */
function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (Array.isArray(error)) {
    for (const item of error as unknown[]) {
      const message = listError(item);
      if (message) return message;
    }
  }
  if ('root' in error) return listError(error.root);
  return undefined;
}

function stageErrors(errors: FieldErrors<JobFormValues>['pipeline']): StageEditorErrors {
  const stages: unknown = errors?.stages;
  const items = Array.isArray(stages) ? (stages as unknown[]).map((item) => listError(item)) : [];
  const list =
    (stages && !Array.isArray(stages) ? listError(stages) : undefined) ??
    listError(errors?.renamedStages) ??
    errors?.message ??
    errors?.root?.message;
  return { list, items };
}

/**
 * The sections every job form shares (create and settings): details,
 * requirements, description and pipeline.
 */
export function JobFormFields<Output>({
  form,
  initialStages,
  stagesAreSaved,
  stageEditorKey,
  disabled = false,
}: JobFormFieldsProps<Output>) {
  const { register, control } = form;
  const errors = form.formState.errors;
  const description = useWatch({ control, name: 'descriptionMd' });

  return (
    <>
      <FormSection title="Job Details" description="What the role is and where it is based.">
        <TextField
          label="Job title"
          required
          placeholder="e.g. Senior Backend Engineer"
          maxLength={JOB_TITLE_MAX + 20}
          disabled={disabled}
          error={errors.title?.message}
          {...register('title')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Department"
            placeholder="e.g. Engineering"
            disabled={disabled}
            error={errors.department?.message}
            {...register('department')}
          />
          <TextField
            label="Location"
            placeholder="e.g. Accra, Greater Accra"
            disabled={disabled}
            error={errors.location?.message}
            {...register('location')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            label="Employment type"
            disabled={disabled}
            error={errors.employmentType?.message}
            {...register('employmentType')}
          >
            <option value="">Not specified</option>
            {EMPLOYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Seniority"
            disabled={disabled}
            error={errors.seniority?.message}
            {...register('seniority')}
          >
            <option value="">Not specified</option>
            {SENIORITIES.map((level) => (
              <option key={level} value={level}>
                {SENIORITY_LABELS[level]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Work mode"
            disabled={disabled}
            error={errors.workMode?.message}
            {...register('workMode')}
          >
            <option value="">Not specified</option>
            {WORK_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {WORK_MODE_LABELS[mode]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label="Compensation range"
          placeholder="e.g. GH₵ 8,000 – 12,000 per month"
          hint="Shown to candidates on the public job page, exactly as written."
          disabled={disabled}
          error={errors.compensationRange?.message}
          {...register('compensationRange')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Salary minimum (GHS)"
            inputMode="numeric"
            placeholder="e.g. 8000"
            hint="Whole cedis. Kept for your team; not shown to candidates."
            disabled={disabled}
            error={errors.salaryMinGhs?.message}
            {...register('salaryMinGhs')}
          />
          <TextField
            label="Salary maximum (GHS)"
            inputMode="numeric"
            placeholder="e.g. 12000"
            hint="Whole cedis. Kept for your team; not shown to candidates."
            disabled={disabled}
            error={errors.salaryMaxGhs?.message}
            {...register('salaryMaxGhs')}
          />
        </div>
      </FormSection>

      <FormSection
        title="Job Requirements"
        description="Short points candidates can scan. Press Enter to add each one."
      >
        <Controller
          control={control}
          name="responsibilities"
          render={({ field }) => (
            <ListEditor
              label="Responsibilities"
              itemName="responsibility"
              placeholder="e.g. Design and build our payments API"
              items={field.value}
              onChange={field.onChange}
              error={listError(errors.responsibilities)}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="requirements"
          render={({ field }) => (
            <ListEditor
              label="Requirements"
              itemName="requirement"
              placeholder="e.g. 3+ years with TypeScript"
              items={field.value}
              onChange={field.onChange}
              error={listError(errors.requirements)}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <ListEditor
              label="Skills"
              itemName="skill"
              placeholder="e.g. PostgreSQL"
              items={field.value}
              onChange={field.onChange}
              error={listError(errors.skills)}
              disabled={disabled}
            />
          )}
        />
      </FormSection>

      <FormSection
        title="Job Description"
        description="Tell candidates about the role and your team."
      >
        <MarkdownEditor
          label="Description"
          value={description}
          disabled={disabled}
          error={errors.descriptionMd?.message}
          {...register('descriptionMd')}
        />
      </FormSection>

      <FormSection
        title="Hiring Pipeline"
        description="The stages an application moves through, in order."
      >
        <Controller
          control={control}
          name="pipeline"
          render={({ field }) => (
            <StageEditor
              key={stageEditorKey}
              initialStages={initialStages}
              isSaved={stagesAreSaved}
              onChange={field.onChange}
              errors={stageErrors(errors.pipeline)}
              disabled={disabled}
            />
          )}
        />
      </FormSection>
    </>
  );
}
