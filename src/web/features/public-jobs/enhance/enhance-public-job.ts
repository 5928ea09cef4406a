/**
 * The public job page's only script (issue 19). The page arrives complete from the
 * server and works without it; this enhances it in place: each form is checked with
 * the same shared schema as the server before it is sent, sent without leaving the
 * page, and answered where it stands. No framework: the page's JavaScript budget is
 * 60 KB compressed on a cheap phone.
 */
import { MY_DATA_LINK_SENT_MESSAGE, myDataLinkSchema } from '../../../../shared/my-data-link';
import { applySchema, checkResumeFile } from '../../../../shared/public';
import { PUBLIC_JOB_DOM } from '../../../../shared/public-job-page';
import { enhanceForm } from './enhance-form';

const APPLY_FAILED = 'Application failed. Please try again later.';
const LINK_FAILED = 'We could not send a link. Please try again later.';

function enhanceApplyForm(form: HTMLFormElement): void {
  const jobId = form.dataset.jobId ?? '';
  enhanceForm(form, {
    schema: applySchema,
    fields: ['fullName', 'email', 'phone', 'coverNote'],
    pendingText: 'Submitting...',
    failure: APPLY_FAILED,
    checkFile: (name, file) => (name === 'resume' ? checkResumeFile(file) : null),
    send: (body) => fetch(`/api/v1/public/jobs/${encodeURIComponent(jobId)}/apply`, body),
    // The server refused the file itself: too large (413), not a PDF or DOCX (415), unreadable.
    fieldOfError: (status, code) =>
      status === 413 || status === 415 || code === 'resume_unreadable' ? 'resume' : null,
    onSent: (values) => showSubmitted(values.email ?? ''),
  });
}

function enhanceMyDataLinkForm(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>('[role="status"]');
  enhanceForm(form, {
    schema: myDataLinkSchema,
    fields: ['email'],
    failure: LINK_FAILED,
    asJson: true,
    send: (body) => fetch('/api/v1/my-data/link', body),
    onSending: () => status && (status.textContent = ''),
    onSent: (_values, answer) => {
      const message = (answer as { message?: unknown } | null)?.message;
      if (status)
        status.textContent = typeof message === 'string' ? message : MY_DATA_LINK_SENT_MESSAGE;
    },
  });
}

/** The success screen the server put in the page, with the applicant's email. */
function showSubmitted(email: string): void {
  const template = document.getElementById(PUBLIC_JOB_DOM.submittedTemplate);
  const main = document.getElementById('main-content');
  if (!(template instanceof HTMLTemplateElement) || !main) return;
  const content = template.content.cloneNode(true) as DocumentFragment;
  const slot = content.querySelector(`[${PUBLIC_JOB_DOM.submittedEmail}]`);
  if (slot) slot.textContent = email;
  main.replaceChildren(content);
  window.scrollTo(0, 0);
  main.querySelector<HTMLElement>('[role="status"]')?.focus();
}

const applyForm = document.getElementById(PUBLIC_JOB_DOM.applyForm);
if (applyForm instanceof HTMLFormElement) enhanceApplyForm(applyForm);
const linkForm = document.getElementById(PUBLIC_JOB_DOM.myDataLinkForm);
if (linkForm instanceof HTMLFormElement) enhanceMyDataLinkForm(linkForm);
