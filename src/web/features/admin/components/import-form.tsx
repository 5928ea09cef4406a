import { Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ImportForm } from '../../../../shared/import';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField, TextField } from '../../../components/ui/form-field';
import type { ImportFiles } from '../api/imports';
import { useOrganizationJobs } from '../api/jobs';
import {
  IMPORT_FIELDS,
  checkImportForm,
  importErrorsOf,
  initialImportValues,
  type ImportFieldErrors,
  type ImportFieldName,
  type ImportFormValues,
} from './import-form-values';
import {
  IMPORT_HINTS,
  IMPORT_LABELS,
  IMPORT_VARIANTS,
  defaultStageText,
  importStagesOf,
  type ImportVariant,
} from './import-text';
import { OrganizationSelectField } from './select-fields';

interface CandidateImportFormProps {
  /** 'candidates': the Import tab (resumes ZIP, stage); 'applications': the Sync tab (dry run). */
  variant: ImportVariant;
  /**
   * Starts the import with the checked form. When it throws, the refusal's messages
   * go on their fields (its toast is the caller's).
   */
  onStart: (form: ImportForm, files: ImportFiles) => Promise<unknown>;
  /** The files are being sent: the form waits. */
  isSending: boolean;
  /** An import started here is still running: the button waits for it. */
  isRunning: boolean;
  /** The id of the text saying the import is running, read with the waiting button. */
  runningStatusId?: string;
}

/**
 * The bulk import's form, one for both consoles: organization, optional job (and its
 * stage), the CSV or XLSX file, the optional resumes ZIP or the dry run, and 'Mark
 * applications as UNLOCKED'. It is checked with the shared schema before it is sent;
 * each message shows under its field, and the first field in error takes the focus.
 */
export function CandidateImportForm({
  variant,
  onStart,
  isSending,
  isRunning,
  runningStatusId,
}: CandidateImportFormProps) {
  const id = useId();
  const text = IMPORT_VARIANTS[variant];
  const [values, setValues] = useState<ImportFormValues<File>>(() =>
    initialImportValues(text.isDryRunDefault),
  );
  const [errors, setErrors] = useState<ImportFieldErrors>({});
  const jobs = useOrganizationJobs(values.orgId);
  const job = jobs.data?.find((candidate) => candidate.id === values.jobId);
  const stages = importStagesOf(job);
  const fieldId = (name: ImportFieldName) => `${id}-${name}`;

  /** Changes some values and forgets the messages of the fields they change. */
  const change = (next: Partial<ImportFormValues<File>>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const kept = { ...current };
      for (const name of Object.keys(next)) delete kept[name as ImportFieldName];
      return kept;
    });
  };

  const focusFirstError = (found: ImportFieldErrors) => {
    const first = IMPORT_FIELDS.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const showErrors = (found: ImportFieldErrors) => {
    setErrors(found);
    focusFirstError(found);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending || isRunning) return;
    const checked = checkImportForm({
      ...values,
      // Only what this form offers is sent.
      stage: text.hasStage ? values.stage : '',
      zip: text.hasResumeZip ? values.zip : null,
      dryRun: text.hasDryRun ? values.dryRun : false,
    });
    if (!checked.isValid) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await onStart(checked.form, checked.files);
    } catch (error) {
      showErrors(importErrorsOf(error));
    }
  };

  const fileOf = (event: ChangeEvent<HTMLInputElement>) => event.target.files?.[0] ?? null;
  const jobHint =
    values.orgId === ''
      ? 'Choose an organization first.'
      : jobs.isError
        ? `Jobs could not be loaded. ${jobs.error.message}`
        : 'With a job, each row also becomes an application in its pipeline.';

  return (
    <form
      className="grid gap-4 md:grid-cols-2"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <OrganizationSelectField
        id={fieldId('orgId')}
        label={IMPORT_LABELS.organization}
        required
        value={values.orgId}
        error={errors.orgId}
        disabled={isSending}
        onChange={(event) => change({ orgId: event.target.value, jobId: '', stage: '' })}
      />
      <SelectField
        id={fieldId('jobId')}
        label={IMPORT_LABELS.job}
        value={values.jobId}
        error={errors.jobId}
        hint={jobHint}
        disabled={isSending || values.orgId === '' || jobs.isPending || jobs.isError}
        onChange={(event) => change({ jobId: event.target.value, stage: '' })}
      >
        <option value="">{IMPORT_LABELS.noJob}</option>
        {(jobs.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </SelectField>
      {text.hasStage && values.jobId !== '' && (
        <SelectField
          id={fieldId('stage')}
          label={IMPORT_LABELS.stage}
          value={values.stage}
          error={errors.stage}
          hint="Rows with their own Stage column keep it."
          disabled={isSending}
          onChange={(event) => change({ stage: event.target.value })}
        >
          <option value="">{defaultStageText(stages)}</option>
          {stages.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        id={fieldId('file')}
        label={text.fileLabel}
        type="file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        required
        className="py-1.5"
        fieldClassName="md:col-start-1"
        hint={IMPORT_HINTS.file}
        error={errors.file}
        disabled={isSending}
        onChange={(event) => change({ file: fileOf(event) })}
      />
      {text.hasResumeZip && (
        <TextField
          id={fieldId('zip')}
          label={IMPORT_LABELS.resumeZip}
          type="file"
          accept=".zip,application/zip"
          className="py-1.5"
          hint={IMPORT_HINTS.resumeZip}
          error={errors.zip}
          disabled={isSending}
          onChange={(event) => change({ zip: fileOf(event) })}
        />
      )}
      <div className="grid gap-3 md:col-span-2">
        {text.hasDryRun && (
          <CheckboxField
            label={IMPORT_LABELS.dryRun}
            hint={IMPORT_HINTS.dryRun}
            checked={values.dryRun}
            disabled={isSending}
            onChange={(event) => change({ dryRun: event.target.checked })}
          />
        )}
        <CheckboxField
          label={IMPORT_LABELS.markUnlocked}
          hint={
            values.jobId === ''
              ? 'Without a job no applications are made, so none are unlocked.'
              : undefined
          }
          checked={values.markUnlocked}
          disabled={isSending}
          onChange={(event) => change({ markUnlocked: event.target.checked })}
        />
      </div>
      <div className="md:col-span-2">
        <Button
          type="submit"
          isPending={isSending}
          disabled={isRunning}
          aria-describedby={isRunning ? runningStatusId : undefined}
        >
          {!isSending && <Upload aria-hidden="true" />}
          {text.submitLabel}
        </Button>
      </div>
    </form>
  );
}
