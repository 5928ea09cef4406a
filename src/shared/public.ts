import { z } from 'zod';
import { emailField, optionalText, requiredText } from './fields';
import type { JobPosting } from './jobs';

export const applySchema = z.object({
  fullName: requiredText('Full name is required', 120),
  email: emailField(),
  phone: optionalText(40),
  coverNote: optionalText(5000),
});
export type ApplyInput = z.input<typeof applySchema>;
export type ApplyData = z.output<typeof applySchema>;

export interface PublicJobView extends JobPosting {
  id: string;
  slug: string;
  organization: { name: string };
  postedAt: string;
}

export interface ApplyResponse {
  success: true;
  message: string;
}
