import type { Role } from './auth';

/** READING.md section 5: who may do what. The server enforces it; the web only hides buttons. */
export const CAPABILITIES = {
  manageOrganization: ['ADMIN'],
  buyCredits: ['ADMIN'],
  editJobs: ['ADMIN', 'HM', 'RECRUITER'],
  deleteJobs: ['ADMIN', 'HM'],
  seeAllCandidates: ['ADMIN', 'HM', 'RECRUITER'],
  spendCredits: ['ADMIN', 'HM', 'RECRUITER'],
  submitScorecards: ['ADMIN', 'HM', 'RECRUITER', 'INTERVIEWER'],
} as const satisfies Record<string, readonly Role[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  if (!role) return false;
  return (CAPABILITIES[capability] as readonly Role[]).includes(role);
}
