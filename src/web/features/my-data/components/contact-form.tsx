import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { myDataContactSchema, type MyDataView } from '../../../../shared/my-data';
import { Button } from '../../../components/ui/button';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { reportFormFailure } from '../../../lib/report-form-failure';
import { useCorrectContact } from '../api/correct-contact';

/**
 * Correcting one's name and phone where every organization holds them, checked by
 * the public apply form's rules (the same shared schema the server reads).
 */
export function ContactForm({ data, token }: { data: MyDataView; token: string }) {
  const first = data.organizations[0]?.profile;
  const form = useForm({
    resolver: zodResolver(myDataContactSchema),
    defaultValues: { fullName: first?.fullName ?? '', phone: first?.phone ?? '' },
  });
  const correct = useCorrectContact(token);
  const onSubmit = form.handleSubmit((values) => {
    correct.mutate(values, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Contact details corrected',
          description: 'Every organization listed here now holds your corrected name and phone.',
        }),
      onError: (error) =>
        reportFormFailure(error, form.setError, {
          title: 'Correcting failed',
          fallback: 'We could not correct your details. Please try again.',
        }),
    });
  });
  if (!first) return null;
  return (
    <section
      aria-labelledby="correct-contact-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="correct-contact-title" className="text-lg font-semibold text-slate-900">
        Correct your name and phone
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Changed here for every organization below. Your email is how this link finds you: to use
        another, apply with it.
      </p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label="Full Name"
          autoComplete="name"
          required
          disabled={correct.isPending}
          {...registeredField(form, 'fullName')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          disabled={correct.isPending}
          {...registeredField(form, 'phone')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" isPending={correct.isPending}>
            Save my details
          </Button>
        </div>
      </form>
    </section>
  );
}
