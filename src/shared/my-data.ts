import type { z } from 'zod';
import { applySchema } from './public';

/**
 * A candidate's own page (issue 19, Act 843): what each organization holds about
 * them, reached by the private link of their confirmation email.
 */

/** How long a private link works. */
export const MY_DATA_LINK_DAYS = 90;

export interface MyApplicationView {
  id: string;
  jobTitle: string;
  /** Where it is in the employer's pipeline, in the employer's words. */
  stage: string;
  status: 'In progress' | 'Not selected' | 'Withdrawn';
  appliedAt: string;
  coverNote: string | null;
  /** The resume sent with it, if any. */
  resume: { type: 'pdf' | 'docx'; bytes: number } | null;
}

export interface MyOrganizationView {
  organizationName: string;
  /** Whom to ask about the data there; null when the employer has not said. */
  dataProtectionContact: { name: string | null; email: string } | null;
  /** The contact details it holds. */
  profile: { fullName: string; email: string; phone: string | null; location: string | null };
  applications: MyApplicationView[];
}

export interface MyDataView {
  email: string;
  linkExpiresAt: string;
  organizations: MyOrganizationView[];
}

/**
 * Correcting one's name and phone, as every organization holds them: the public
 * apply form's own rules. The email is the link's key and stays as it is.
 */
export const myDataContactSchema = applySchema.pick({ fullName: true, phone: true });
export type MyDataContactInput = z.input<typeof myDataContactSchema>;
export type MyDataContact = z.output<typeof myDataContactSchema>;
