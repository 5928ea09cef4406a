import type { ApplyInput, PublicJobView } from './public';

/**
 * The public job page as the server renders it (issue 19): complete HTML that works
 * with no JavaScript, enhanced in place by a small script when there is some. This is
 * the contract between the server, which decides what the page shows, and the web's
 * server-side renderer, which writes it.
 */

/** The application form as it was sent back: what was typed and what was wrong. */
export interface ApplyFormState {
  values: Partial<Record<keyof ApplyInput, string>>;
  errors: Partial<Record<keyof ApplyInput | 'resume', string>>;
  /** A problem of the whole form (too many applications, the server failing). */
  failure?: string | undefined;
}

/** "Get a link to your data" after a post without JavaScript. */
export interface MyDataLinkFormState {
  email?: string | undefined;
  error?: string | undefined;
  sentMessage?: string | undefined;
  failure?: string | undefined;
}

export type PublicJobPageState =
  | {
      page: 'job';
      job: PublicJobView;
      apply?: ApplyFormState | undefined;
      myDataLink?: MyDataLinkFormState | undefined;
    }
  | { page: 'submitted'; job: PublicJobView; email: string }
  | { page: 'not-found' };

/** Writes the page's body (what goes inside the app's root element). */
export type PublicJobRenderer = (state: PublicJobPageState) => string;

/** Where the enhancing script finds the page's parts. */
export const PUBLIC_JOB_DOM = {
  applyForm: 'apply-form',
  myDataLinkForm: 'my-data-link-form',
  submittedTemplate: 'application-submitted',
  submittedEmail: 'data-submitted-email',
} as const;

/**
 * The paths the page's two forms post to without JavaScript. The answer opens at the
 * form that was sent, so its messages are in view.
 */
export const publicJobFormActions = (slug: string) => ({
  apply: `/jobs/${slug}#${PUBLIC_JOB_DOM.applyForm}`,
  myDataLink: `/jobs/${slug}/my-data-link#${PUBLIC_JOB_DOM.myDataLinkForm}`,
});
