import { useId } from 'react';
import { ROLE_LABELS } from '../../../../shared/auth';
import {
  INVITATION_TTL_DAYS,
  inviteMemberSchema,
  MEMBER_ROLES,
  ROLE_DESCRIPTIONS,
  roleWithArticle,
  type InviteMemberInput,
} from '../../../../shared/team';
import { FormDialog } from '../../../components/form-dialog';
import { registeredField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { useInviteMember } from '../api/invite-member';

interface InviteMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DEFAULT_VALUES: InviteMemberInput = { email: '', role: 'RECRUITER' };

/** Emails a single-use link with which someone joins the organization in the chosen role. */
export function InviteMemberDialog({ open, onOpenChange }: InviteMemberDialogProps) {
  const inviteMember = useInviteMember();
  const formId = useId();
  const roleErrorId = `${formId}-role-error`;
  return (
    <FormDialog
      schema={inviteMemberSchema}
      defaultValues={DEFAULT_VALUES}
      title="Invite a team member"
      description={
        <>
          We email them a link that works once, for {INVITATION_TTL_DAYS} days. With it they choose
          their name and password and join your organization.
        </>
      }
      submitLabel="Send Invitation"
      open={open}
      onOpenChange={onOpenChange}
      isPending={inviteMember.isPending}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      formClassName="grid gap-5"
      failureToast={{
        title: 'Invitation not sent',
        fallback: 'Failed to send the invitation. Please try again.',
      }}
      onError={(error, form) => {
        // The address has an account already: say so next to the field as well.
        if (isApiError(error) && error.code === 'already_member') {
          form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        }
      }}
      onSubmit={async (values) => {
        const invitation = await inviteMember.mutateAsync(values);
        toast({
          title: 'Invitation sent',
          description: `${invitation.email} will get a link to join as ${roleWithArticle(invitation.role)}. It works for ${INVITATION_TTL_DAYS} days.`,
        });
      }}
    >
      {(form, { isPending }) => {
        const { errors } = form.formState;
        return (
          <>
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              required
              placeholder="colleague@example.com"
              disabled={isPending}
              {...registeredField(form, 'email')}
            />

            <fieldset
              className="grid gap-2"
              aria-describedby={errors.role ? roleErrorId : undefined}
              disabled={isPending}
            >
              <legend className="mb-2 text-sm font-medium text-slate-900">
                Role
                <span className="ml-0.5 text-red-600" aria-hidden="true">
                  *
                </span>
              </legend>
              {MEMBER_ROLES.map((role) => (
                <label
                  key={role}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-lg border border-slate-200 px-3 py-2.5',
                    'hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50',
                    'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  )}
                >
                  <input
                    type="radio"
                    value={role}
                    aria-labelledby={`${formId}-${role}`}
                    aria-describedby={`${formId}-${role}-description`}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    {...form.register('role')}
                  />
                  <span className="grid gap-0.5">
                    <span id={`${formId}-${role}`} className="text-sm font-medium text-slate-900">
                      {ROLE_LABELS[role]}
                    </span>
                    <span id={`${formId}-${role}-description`} className="text-xs text-slate-600">
                      {ROLE_DESCRIPTIONS[role]}
                    </span>
                  </span>
                </label>
              ))}
              {errors.role?.message && (
                <p id={roleErrorId} className="text-sm text-red-600" role="alert">
                  {errors.role.message}
                </p>
              )}
            </fieldset>
          </>
        );
      }}
    </FormDialog>
  );
}
