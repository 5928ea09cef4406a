import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { applySchema } from '../../../../shared/public';
import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useApplyToJob } from '../api/apply';

interface ApplicationFormProps {
  jobId: string;
  organizationName: string;
  onSubmitted: (email: string) => void;
}

export function ApplicationForm({ jobId, organizationName, onSubmitted }: ApplicationFormProps) {
  const form = useForm({
    resolver: zodResolver(applySchema),
    defaultValues: { fullName: '', email: '', phone: '', coverNote: '' },
  });
  const { errors } = form.formState;
  const apply = useApplyToJob(jobId);

  const onSubmit = form.handleSubmit((values) => {
    apply.mutate(values, {
      onSuccess: (response) => {
        toast({ title: 'Application submitted!', description: response?.message });
        onSubmitted(values.email);
      },
      onError: (error) => {
        reportFormFailure(error, form.setError, {
          title: 'Application failed',
          fallback: 'Please try again later.',
        });
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-labelledby="apply-heading"
    >
      <h2 id="apply-heading" className="text-lg font-semibold text-slate-900">
        Apply for this job
      </h2>
      <TextField
        label="Full Name"
        autoComplete="name"
        required
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        placeholder="e.g. 024 123 4567"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextareaField
        label="Cover Note"
        rows={5}
        placeholder="Why are you a good fit for this role?"
        error={errors.coverNote?.message}
        {...form.register('coverNote')}
      />
      <div className="flex gap-3 rounded-lg bg-slate-50 p-3 text-xs leading-5 text-slate-600">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <p>
          <span className="font-medium text-slate-800">Your privacy: </span>
          {organizationName} first sees your application without your name, email address or phone
          number. They are shared with {organizationName} only when they choose to contact you. We
          use your details only for this application, in line with Ghana&apos;s Data Protection Act,
          2012 (Act 843).
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" isPending={apply.isPending}>
        {apply.isPending ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
