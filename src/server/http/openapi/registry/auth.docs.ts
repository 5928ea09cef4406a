import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../../../shared/auth';
import { acceptInvitationSchema } from '../../../../shared/team';
import { docsOf } from '../route-doc';

const AUTH = {
  name: 'Auth',
  description:
    'Sign-up, sign-in and passwords. A successful sign-in sets the session cookie the other routes read.',
};

export const authDocs = docsOf(AUTH, [
  {
    method: 'POST',
    path: '/api/v1/auth/signup',
    operationId: 'signUp',
    summary: 'Create an organization and its first admin, and sign in',
    access: 'public',
    body: signUpSchema,
    response: {
      status: 201,
      description: 'Signed in: the session cookie is set',
      type: 'AuthResponse',
    },
    errors: ['email_taken', 'rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/v1/auth/login',
    operationId: 'logIn',
    summary: 'Sign in with email and password',
    access: 'public',
    body: signInSchema,
    response: { description: 'Signed in: the session cookie is set', type: 'AuthResponse' },
    errors: ['invalid_credentials', 'login_rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/v1/auth/logout',
    operationId: 'logOut',
    summary: 'Sign out: end the session and clear its cookie',
    access: 'public',
    response: { status: 204, description: 'Signed out (also when there was no session)' },
  },
  {
    method: 'GET',
    path: '/api/v1/auth/me',
    operationId: 'getMe',
    summary: 'The signed-in user and their organization',
    description: 'Answers also while a new password must be chosen (`mustChangePassword`).',
    access: 'session',
    response: { description: 'The signed-in user', type: 'AuthResponse' },
  },
  {
    method: 'POST',
    path: '/api/v1/auth/change-password',
    operationId: 'changePassword',
    summary: 'Choose a new password',
    description:
      'Allowed while a new password must be chosen (an admin set a temporary one); the session is renewed.',
    access: 'session',
    body: changePasswordSchema,
    response: { description: 'The user, signed in again', type: 'AuthResponse' },
    errors: ['wrong_current_password', 'rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/v1/auth/request-password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Email a password reset link',
    access: 'public',
    body: requestPasswordResetSchema,
    response: {
      description: 'The same answer whether or not the account exists',
      type: 'MessageResponse',
    },
    errors: ['rate_limited'],
  },
  {
    method: 'POST',
    path: '/api/v1/auth/reset-password',
    operationId: 'resetPassword',
    summary: "Set a new password with a reset link's token",
    access: 'public',
    body: resetPasswordSchema,
    response: { description: 'The password is changed', type: 'MessageResponse' },
    errors: ['invalid_reset_token', 'rate_limited'],
  },
  {
    method: 'GET',
    path: '/api/v1/invitation',
    operationId: 'getInvitation',
    summary: 'What a team invitation is for, by its token',
    access: 'public',
    query: acceptInvitationSchema.pick({ token: true }),
    response: { description: 'The invitation', type: '{ invitation: InvitationDetailsView }' },
    errors: ['invitation_invalid'],
  },
  {
    method: 'POST',
    path: '/api/v1/invitation/accept',
    operationId: 'acceptInvitation',
    summary: 'Join an organization by invitation, and sign in',
    access: 'public',
    body: acceptInvitationSchema,
    response: { status: 201, description: 'Signed in as the new member', type: 'AuthResponse' },
    errors: ['invitation_invalid', 'already_member', 'rate_limited'],
  },
]);
