import { APPLICATIONS_ROOT_KEY } from '../../applications';

/** The organization's templates, keyed by the spec's path. */
export const emailTemplatesQueryKey = (orgId: string) =>
  ['/api/v1/email-templates', orgId] as const;

/**
 * An application's messages sit under its detail key, so whatever refreshes the
 * application (an email sent, a stage moved) refreshes its messages too.
 */
export const emailMessagesQueryKey = (applicationId: string) =>
  [...APPLICATIONS_ROOT_KEY, applicationId, 'email-messages'] as const;
