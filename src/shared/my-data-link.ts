import { z } from 'zod';
import { emailField } from './fields';

/**
 * Asking for a new private link to one's own data (issue 19): the email applied with,
 * typed on any public job page. The answer is the same whether or not we hold
 * anything under it, so the form tells nobody who applied where.
 */
export const myDataLinkSchema = z.object({ email: emailField() });

export type MyDataLinkInput = z.input<typeof myDataLinkSchema>;
export type MyDataLinkData = z.output<typeof myDataLinkSchema>;

/** The one answer to a well-formed request (202), whatever we hold under the email. */
export const MY_DATA_LINK_SENT_MESSAGE =
  'If we hold applications under this email, a new link is on its way to it.';

export interface MyDataLinkResponse {
  success: true;
  message: string;
}
