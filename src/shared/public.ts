import { z } from 'zod';
import { emailField, optionalText, requiredText } from './fields';
import type { EmploymentType, Seniority, WorkMode } from './jobs';

export const applySchema = z.object({
  fullName: requiredText('Full name is required', 120),
  email: emailField(),
  phone: optionalText(40),
  coverNote: optionalText(5000),
});
export type ApplyInput = z.input<typeof applySchema>;

export interface PublicJobView {
  id: string;
  slug: string;
  title: string;
  organization: { name: string };
  department: string | null;
  location: string | null;
  employmentType: EmploymentType | null;
  compensationRange: string | null;
  descriptionMd: string | null;
  seniority: Seniority | null;
  workMode: WorkMode | null;
  responsibilities: string[];
  requirements: string[];
  skills: string[];
  postedAt: string;
}

export interface ApplyResponse {
  success: true;
  message: string;
}
