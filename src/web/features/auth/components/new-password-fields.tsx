import type { UseFormReturn } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/rules';
import { registeredField, TextField } from '../../../components/ui/form-field';

type WithNewPassword = { password: string; confirmPassword: string };

/** A new password entered twice (reset, accepted invitation); the schema checks they match. */
export function NewPasswordFields<Values extends WithNewPassword>({
  form,
  label,
}: {
  form: UseFormReturn<Values>;
  label: string;
}) {
  // The two names exist on every form this takes; the cast only narrows the generic.
  const fields = form as unknown as UseFormReturn<WithNewPassword>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...registeredField(fields, 'password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...registeredField(fields, 'confirmPassword')}
      />
    </>
  );
}
