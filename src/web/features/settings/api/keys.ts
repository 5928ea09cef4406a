/*
 * Query keys of the email templates, built from the API path. Every key starts
 * with EMAIL_TEMPLATES_ROOT_KEY, so invalidating it refreshes every list of them.
 */
export const EMAIL_TEMPLATES_ROOT_KEY = ['/api/v1/email-templates'] as const;

export const emailTemplatesQueryKey = (orgId: string) =>
  [...EMAIL_TEMPLATES_ROOT_KEY, orgId] as const;
