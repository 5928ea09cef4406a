import {
  PAID_UNLOCKS_PER_REFUND,
  REFUND_LIMIT,
  REFUND_LIMIT_DAYS,
  REFUND_LIMIT_MIN,
  REFUND_WINDOW_HOURS,
} from './rules';

/**
 * Every error the API can answer with, in one record: its HTTP status and the
 * message a person sees. Services throw `AppError(code)`; the error handler and
 * the web client both read this record, so nothing keeps a second list.
 */
export const errorCatalog = {
  validation_failed: { status: 400, message: 'Please check the highlighted fields.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_characters: { status: 400, message: 'Text cannot contain NUL characters.' },
  invalid_form: {
    status: 400,
    message: 'The form could not be read. Please send it again.',
  },
  invalid_reset_token: {
    status: 400,
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  unauthenticated: { status: 401, message: 'unauthenticated' },
  invalid_credentials: { status: 401, message: 'Invalid email or password.' },
  forbidden: { status: 403, message: 'Your role does not allow this action.' },
  cross_site_request: {
    status: 403,
    message: 'This request came from another site and was refused.',
  },
  not_found: { status: 404, message: 'Not found.' },
  insufficient_credits: {
    status: 402,
    message: 'Not enough credits. Buy more credits to continue.',
  },
  application_not_found: {
    status: 404,
    message: "Candidate not found or you don't have access to this application",
  },
  unknown_stage: { status: 400, message: "This stage is not one of the job's pipeline stages." },
  already_in_pipeline: {
    status: 409,
    message: "This candidate is already in this job's pipeline.",
  },
  test_email_failed: {
    status: 502,
    message:
      'The mail server did not accept the test email. Check the SMTP settings and try again.',
  },
  application_locked: {
    status: 409,
    message: 'Unlock this candidate first: only unlocked candidates can move between stages.',
  },
  application_rejected: {
    status: 409,
    message: 'This application was rejected, so it can no longer move between stages.',
  },
  application_changed: {
    status: 409,
    message: 'This application changed a moment ago. Refresh and try again.',
  },
  idempotency_key_reused: {
    status: 409,
    message: 'This idempotency key was already used for a different request.',
  },
  not_refundable_locked: {
    status: 409,
    message: 'This candidate has not been unlocked, so there is nothing to refund.',
  },
  not_refundable_free: {
    status: 409,
    message: 'This unlock cost no credits, so there is nothing to refund.',
  },
  already_refunded: { status: 409, message: 'This unlock has already been refunded.' },
  refund_window_closed: {
    status: 409,
    message: `Refunds are only possible within ${REFUND_WINDOW_HOURS} hours of unlocking.`,
  },
  refund_limit_reached: {
    status: 409,
    message: `Your organization has used all its refunds for the last ${REFUND_LIMIT_DAYS} days (${REFUND_LIMIT_MIN}, or one per ${PAID_UNLOCKS_PER_REFUND} paid unlocks, at most ${REFUND_LIMIT}).`,
  },
  resume_locked: {
    status: 409,
    message: 'Unlock this candidate to download their resume.',
  },
  resume_not_found: { status: 404, message: 'This candidate has no resume.' },
  resume_too_large: { status: 413, message: 'The resume must be at most 5 MB.' },
  resume_unsupported_type: {
    status: 415,
    message: 'The resume must be a PDF or Word (DOCX) file.',
  },
  resume_unreadable: {
    status: 400,
    message:
      "We couldn't read this file. It may be damaged or password-protected: please upload an unprotected PDF or a Word document (DOCX).",
  },
  resume_watermark_failed: {
    status: 422,
    message:
      'The watermarked copy of this resume could not be made, because the file is damaged or password-protected. You can download the original file instead.',
  },
  job_not_found: { status: 404, message: "Job not found or you don't have access to it." },
  public_job_not_found: {
    status: 404,
    message: 'Job Not Found: This job posting is no longer available or the link is incorrect.',
  },
  email_taken: {
    status: 409,
    message: 'An account with this email already exists. Sign in instead.',
  },
  job_not_published_yet: {
    status: 409,
    message: 'This job is not open for applications yet.',
  },
  job_closed: {
    status: 409,
    message: 'This job is closed and no longer accepting applications.',
  },
  job_not_draft: { status: 409, message: 'Only a draft job can be published.' },
  job_not_published: { status: 409, message: 'Only a published job can be closed.' },
  stage_in_use: {
    status: 409,
    message: 'A stage you removed still holds applications. Move them to another stage first.',
  },
  payload_too_large: { status: 413, message: 'The request body is larger than 1 MB.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  login_rate_limited: {
    status: 429,
    message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  unknown_package: {
    status: 400,
    message: 'Choose one of the credit packages.',
  },
  invalid_callback_url: {
    status: 400,
    message: 'The callback URL must be a page of this site.',
  },
  payment_not_found: { status: 404, message: 'Payment not found.' },
  recipients_not_unlocked: {
    status: 409,
    message: 'Only unlocked candidates of your organization can be emailed. Nothing was sent.',
  },
  message_not_found: { status: 404, message: 'Email not found.' },
  message_not_failed: { status: 409, message: 'Only an email that failed can be sent again.' },
  template_not_found: {
    status: 404,
    message: "Template not found or you don't have access to it.",
  },
  invite_outdated: {
    status: 409,
    message: 'A newer invite for this interview replaced this one, so it is not sent again.',
  },
  default_template_protected: {
    status: 409,
    message: 'Default templates can be edited but not deleted',
  },
  interview_not_found: {
    status: 404,
    message: "Interview not found or you don't have access to it.",
  },
  interview_not_scheduled: {
    status: 409,
    message: 'This interview was already completed or cancelled, so it can no longer change.',
  },
  interview_needs_unlock: {
    status: 409,
    message: 'Unlock this candidate first: only unlocked candidates can be interviewed.',
  },
  unknown_interviewer: {
    status: 400,
    message: 'Choose interviewers from the members of your organization.',
  },
  not_your_interview: {
    status: 403,
    message: 'Interviewers can submit scorecards only for interviews they are on.',
  },
  last_admin: {
    status: 409,
    message: 'An organization needs at least one admin. Make another member an admin first.',
  },
  member_not_found: { status: 404, message: 'This member is not in your organization.' },
  invitation_not_found: { status: 404, message: 'This invitation no longer exists.' },
  invitation_invalid: {
    status: 404,
    message:
      'This invitation link is invalid, has expired or has already been used. Ask an admin of the organization for a new one.',
  },
  already_member: {
    status: 409,
    message: 'This person already has a Shortlist account. They cannot join a second organization.',
  },
  demo_purchase: {
    status: 409,
    message:
      'Demo accounts cannot buy credits: they are deleted after 7 days. Sign up for your own account to buy credits.',
  },
  slug_taken: { status: 409, message: 'This slug is already taken. Please choose another.' },
  admin_session_expired: { status: 401, message: 'Session expired. Please login again.' },
  invalid_admin_password: { status: 401, message: 'Invalid password' },
  admin_login_disabled: {
    status: 403,
    message:
      'The password console is disabled: no admin password is configured on this server. Sign in as a Super Admin instead.',
  },
  admin_login_rate_limited: {
    status: 429,
    message: 'Too many admin sign-in attempts. Please wait 15 minutes and try again.',
  },
  platform_only: {
    status: 403,
    message: 'Only the platform admin console can do this.',
  },
  password_change_required: {
    status: 403,
    message: 'Please choose a new password before you continue.',
  },
  wrong_current_password: { status: 400, message: 'Your current password is not correct.' },
  organization_not_found: { status: 404, message: 'Organization not found.' },
  user_not_found: { status: 404, message: 'User not found.' },
  superadmin_protected: {
    status: 403,
    message: "Only a Super Admin can reset or delete a Super Admin's account.",
  },
  cannot_delete_self: {
    status: 409,
    message: 'You cannot delete your own account from the admin console.',
  },
  balance_too_low: {
    status: 409,
    message:
      "The organization's balance is lower than the amount: credits can only be taken from what it has.",
  },
  job_post_limit_reached: {
    status: 409,
    message:
      'This organization has reached its job post limit. Close a job first, or ask Shortlist to raise the limit.',
  },
  csv_import_disabled: {
    status: 409,
    message: 'CSV import is not enabled for this organization.',
  },
  invalid_signature: { status: 401, message: 'The webhook signature is invalid.' },
  invalid_webhook_payload: { status: 400, message: 'The webhook body must be a JSON object.' },
  payments_unavailable: {
    status: 503,
    message: 'Buying credits is not available on this server yet. Please contact support.',
  },
  careers_board_off: {
    status: 409,
    message:
      'The careers board is not configured on this server. Set ZULUDESK_CAREERS_ADMIN_TOKEN to connect it.',
  },
  careers_board_unavailable: {
    status: 502,
    message: 'The careers board could not be reached. Please try again in a moment.',
  },
  careers_board_refused: {
    status: 502,
    message: 'The careers board refused the request.',
  },
  careers_board_not_sandbox: {
    status: 409,
    message: 'Test applications can only be sent from the sandbox careers board.',
  },
  employer_not_found: { status: 404, message: 'No employer with this name on the careers board.' },
  employer_ambiguous: {
    status: 409,
    message: 'Several employers on the careers board have this name. Migrate it by its id instead.',
  },
  candidate_not_found: { status: 404, message: 'Candidate not found.' },
  external_candidate_not_found: {
    status: 422,
    message: 'This candidate is no longer on the careers board. Search again and pick another.',
  },
  my_data_link_invalid: {
    status: 401,
    message:
      'This link is invalid or has expired. Enter your email on the job page to get a new one.',
  },
  my_data_application_not_found: {
    status: 404,
    message: 'This application was not found among yours.',
  },
  import_run_not_found: { status: 404, message: 'This import was not found.' },
  import_disabled: {
    status: 403,
    message: 'CSV import is turned off for this organization (Provisioning: Enable CSV Import).',
  },
  import_file_too_large: { status: 413, message: 'The file is over 10 MB' },
  import_zip_too_large: { status: 413, message: 'The resumes ZIP is over 200 MB' },
  employer_sync_run_not_found: { status: 404, message: 'This employer sync was not found.' },
  job_not_on_board: {
    status: 409,
    message: 'Only a published job, or one the careers board already lists, can be synced.',
  },
  payment_initialize_failed: { status: 502, message: 'Failed to initiate payment' },
  payment_provider_unavailable: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** The body of every error response. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  details?: {
    /** Field path -> the spec's validation messages for that field. */
    fieldErrors?: Record<string, string[]>;
    requestId?: string;
    retryAfterSeconds?: number;
    /** An outside system's own reason (the careers board's message). */
    reason?: string;
    /** Where the resume file as uploaded can be downloaded, when no watermarked copy can be made. */
    originalUrl?: string;
    /** `balance_too_low`: the organization's balance and the amount asked for. */
    balance?: number;
    amount?: number;
  };
}
