/**
 * Business constants shared by server and web. Every price a person reads is
 * derived from these values (READING.md section 3), never typed into a page.
 */
export const TRIAL_CREDITS = 5;
export const DEMO_CREDITS = 50;

/**
 * What every demo organization holds (spec sections 1 and 9): the server builds
 * exactly this and the demo page says it. `interviews` are the scheduled ones to come.
 */
export const DEMO_CONTENTS = {
  members: 4,
  jobs: 5,
  candidates: 6,
  interviews: 4,
  scorecards: 1,
} as const;

/** A demo organization is deleted with all its data this many days after its creation. */
export const DEMO_LIFETIME_DAYS = 7;

export const CREDIT_COST = {
  unlock: 1,
  interview: 2,
  emailPerRecipient: 1,
} as const;

/** 10% off the email cost from this many recipients on, total rounded. */
export const BULK_EMAIL_THRESHOLD = 10;
export const BULK_EMAIL_DISCOUNT = 0.1;

export function emailCost(recipients: number): number {
  const full = recipients * CREDIT_COST.emailPerRecipient;
  return recipients >= BULK_EMAIL_THRESHOLD ? Math.round(full * (1 - BULK_EMAIL_DISCOUNT)) : full;
}

export const REFUND_WINDOW_HOURS = 72;
/**
 * Refunds an organization may ask for in any REFUND_LIMIT_DAYS days: REFUND_LIMIT_MIN,
 * or one per PAID_UNLOCKS_PER_REFUND paid unlocks of those days when that is more,
 * never more than REFUND_LIMIT. Refunds of bounced contacts do not count.
 */
export const REFUND_LIMIT = 10;
export const REFUND_LIMIT_MIN = 2;
export const PAID_UNLOCKS_PER_REFUND = 5;
export const REFUND_LIMIT_DAYS = 30;

export function refundLimit(paidUnlocks: number): number {
  return Math.min(
    REFUND_LIMIT,
    Math.max(REFUND_LIMIT_MIN, Math.floor(paidUnlocks / PAID_UNLOCKS_PER_REFUND)),
  );
}

/** Resumes: PDF or DOCX, checked from the bytes. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** Price of one credit bought alone, in pesewas (GH₵ 1 = 100 pesewas). */
export const SINGLE_CREDIT_PRICE_PESEWAS = 1000;

export interface CreditPackage {
  credits: number;
  /** Integer pesewas. */
  pricePesewas: number;
}

/**
 * The packages on sale unless CREDIT_PACKAGES configures others: one credit at the
 * single-credit price, and larger packs at 10, 20 and 25% off it.
 */
export const DEFAULT_CREDIT_PACKAGES: readonly CreditPackage[] = [
  { credits: 1, pricePesewas: SINGLE_CREDIT_PRICE_PESEWAS },
  { credits: 5, pricePesewas: 5 * SINGLE_CREDIT_PRICE_PESEWAS },
  { credits: 10, pricePesewas: Math.round(10 * SINGLE_CREDIT_PRICE_PESEWAS * 0.9) },
  { credits: 25, pricePesewas: Math.round(25 * SINGLE_CREDIT_PRICE_PESEWAS * 0.8) },
  { credits: 50, pricePesewas: Math.round(50 * SINGLE_CREDIT_PRICE_PESEWAS * 0.75) },
];

export const DEFAULT_STAGES = ['Applied', 'Screening', 'Interview', 'Decision'] as const;

export const MIN_PASSWORD_LENGTH = 8;
export const JOB_TITLE_MAX = 100;
/** A job's department, location and compensation range. */
export const JOB_SHORT_TEXT_MAX = 100;
export const STAGE_NAME_MAX = 50;
export const MAX_STAGES = 20;

/** Public applicants are promised a reply within this many business days. */
export const REPLY_WITHIN_BUSINESS_DAYS = 5;

export const SIGN_IN_REDIRECT_DELAY_MS = 100;
