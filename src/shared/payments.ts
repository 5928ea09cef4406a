import { z } from 'zod';
import { idempotencyKeyField } from './fields';

/** Ghana cedi: every payment is in it, amounts in integer pesewas (GH₵ 1 = 100). */
export const PAYMENT_CURRENCY = 'GHS';

/** Packages with more credits than this show a discount badge (spec section 9). */
export const DISCOUNT_BADGE_MIN_CREDITS = 6;

/** A payment is pending until it is confirmed paid (credited) or failed. */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface CreditPackageView {
  credits: number;
  /** GH₵, e.g. 90 (the spec's "price"). */
  price: number;
  pricePesewas: number;
  currency: typeof PAYMENT_CURRENCY;
  /** GH₵ per credit, to 2 decimals. */
  pricePerCredit: number;
  /** Whole percent off the single-credit price; 0 when none. */
  percentOff: number;
}

/** A package as the API describes it, from its credits and its price in pesewas. */
export function toCreditPackageView(
  credits: number,
  pricePesewas: number,
  unitPricePesewas: number,
): CreditPackageView {
  const fullPrice = credits * unitPricePesewas;
  return {
    credits,
    price: pricePesewas / 100,
    pricePesewas,
    currency: PAYMENT_CURRENCY,
    pricePerCredit: Math.round(pricePesewas / credits) / 100,
    percentOff: fullPrice > pricePesewas ? Math.round((1 - pricePesewas / fullPrice) * 100) : 0,
  };
}

export function hasDiscountBadge(pack: CreditPackageView): boolean {
  return pack.credits >= DISCOUNT_BADGE_MIN_CREDITS && pack.percentOff > 0;
}

export const purchaseSchema = z.object({
  credits: z
    .number({ error: 'Choose a credit package' })
    .int('Choose a credit package')
    .positive('Choose a credit package'),
  callbackUrl: z
    .string({ error: 'The callback URL is required' })
    .trim()
    .min(1, 'The callback URL is required')
    .max(2000, 'The callback URL is too long'),
  idempotencyKey: idempotencyKeyField(),
});
export type PurchaseInput = z.input<typeof purchaseSchema>;

export interface PurchaseResponse {
  paymentUrl: string;
  reference: string;
}

export interface PaymentView {
  reference: string;
  credits: number;
  amountPesewas: number;
  currency: string;
  status: PaymentStatus;
  /** Why it failed, in words a person understands. */
  failureReason: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** Where the payment provider sends the browser back: the credits page, which says so. */
export const PAYMENT_CALLBACK_PATH = '/credits?payment=success';
