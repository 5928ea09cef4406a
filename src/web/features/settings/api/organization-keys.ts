/*
 * Query keys of the organization and its team, built from the API paths. The
 * members come with the organization, so one key covers the profile and the team.
 */
export const ORGANIZATION_QUERY_KEY = ['/api/v1/organization'] as const;

export const INVITATIONS_QUERY_KEY = ['/api/v1/organization/invitations'] as const;
