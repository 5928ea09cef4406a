import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { MIN_PASSWORD_LENGTH } from './rules';

export const ROLES = ['SUPERADMIN', 'ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  SUPERADMIN: 'Super Admin',
  ADMIN: 'Admin',
  HM: 'Hiring Manager',
  RECRUITER: 'Recruiter',
  INTERVIEWER: 'Interviewer',
};

const passwordMessage = 'Password must be at least 8 characters';
/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
const PASSWORD_MAX = 256;

export const newPassword = z
  .string({ error: passwordMessage })
  .min(MIN_PASSWORD_LENGTH, passwordMessage)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signInSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  orgName: requiredText('Organization name is required', 100),
  name: requiredText('Your name is required', 100),
  email: emailField(),
  password: newPassword,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const requestPasswordResetSchema = z.object({ email: emailField() });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).min(1, 'Reset token is required').max(200),
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** A signed-in user's new password; the current one (or the temporary one) proves it is them. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password' })
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX, 'Please enter your current password'),
  password: newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** A web form's second entry of a new password (the API takes the password once). */
export const confirmPasswordField = z
  .string({ error: 'Please confirm your password' })
  .min(MIN_PASSWORD_LENGTH, 'Please confirm your password');

/** The check of such a form: `.refine(...passwordsMatch)`. */
export const passwordsMatch: [
  (form: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (form) => form.password === form.confirmPassword,
  { message: "Passwords don't match", path: ['confirmPassword'] },
];

/** The reset form of the web app: the API schema plus the confirmation field. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** The change-password form of the web app: the API schema plus the confirmation field. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: confirmPasswordField })
  .refine(...passwordsMatch)
  .refine((form) => form.password !== form.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['password'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export interface OrganizationView {
  id: string;
  name: string;
  slug: string;
}

export interface UserView {
  id: string;
  orgId: string | null;
  name: string;
  email: string;
  role: Role;
  /** Signed in with a temporary password (an admin set it): must choose a new one first. */
  mustChangePassword: boolean;
  organization: OrganizationView | null;
}

export interface AuthResponse {
  user: UserView;
}

/**
 * How to sign in to a demo again (spec section 3), kept by the browser under
 * demo_credentials: the Admin's email and the password every demo member shares,
 * and who the other members are, to try the product in their roles.
 */
export interface DemoCredentials {
  email: string;
  password: string;
  members: Array<{ name: string; email: string; role: Role }>;
}

/** The answer to demo creation: the visitor is signed in as the demo's Admin. */
export interface DemoAccountResponse extends AuthResponse {
  credentials: DemoCredentials;
}

/** The answer to a reset request, the same whether or not the account exists. */
export const RESET_REQUEST_REPLY =
  'If an account exists with this email, you will receive a password reset link shortly.';

export interface MessageResponse {
  success: true;
  message: string;
}
