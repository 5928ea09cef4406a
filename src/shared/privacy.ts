/**
 * What candidates are told about their data when they apply (Ghana's Data
 * Protection Act, 2012 (Act 843); issue 19), and how long organizations keep it.
 * The application records the notice's version and when it was acknowledged.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/** How long applications of closed jobs are kept, in months (an organization's setting). */
export const RETENTION_MONTHS = { default: 12, min: 1, max: 120 } as const;
export const RETENTION_MESSAGE = `Keep applications between ${RETENTION_MONTHS.min} and ${RETENTION_MONTHS.max} months`;

/** How a person whose data was anonymised (retention, erasure) is shown. */
export const ERASED_CANDIDATE_NAME = 'Erased candidate';

export interface PrivacyNoticeFacts {
  organizationName: string;
  contactName: string | null;
  contactEmail: string | null;
  retentionMonths: number;
}

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

/**
 * The notice beside the application form, paragraph by paragraph: who the data
 * controller is and whom to ask, what happens to the data, for how long, and the
 * applicant's rights. The contact's email is given apart, for a link.
 */
export function privacyNotice(facts: PrivacyNoticeFacts) {
  const org = facts.organizationName;
  return {
    controller: `${org} is the data controller of your application, under Ghana’s Data Protection Act, 2012 (Act 843); Shortlist processes it for them.`,
    contact: facts.contactEmail
      ? `Questions about your data: ${facts.contactName ? `${facts.contactName}, ` : ''}`
      : null,
    use: `${org} first sees your application without your name, email address, phone number or resume file, only the skills and experience level read from it. They are shared with ${org} only when they choose to contact you, and used only for this application.`,
    retention: `${org} keeps applications for ${months(facts.retentionMonths)} after the job closes; then your name, contact details and resume are deleted.`,
    rights: `You may ask ${org} to see, correct or delete your data.`,
    acknowledgement: 'By submitting, you acknowledge this notice.',
  };
}
