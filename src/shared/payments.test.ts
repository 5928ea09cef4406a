import { describe, expect, it } from 'vitest';
import { hasDiscountBadge, purchaseSchema, toCreditPackageView } from './payments';

describe('credit packages', () => {
  it('states price per credit to 2 decimals and percent off the single-credit price', () => {
    expect(toCreditPackageView(25, 20000, 1000)).toMatchObject({
      price: 200,
      pricePerCredit: 8,
      percentOff: 20,
    });
    expect(toCreditPackageView(3, 2900, 1000)).toMatchObject({
      pricePerCredit: 9.67,
      percentOff: 3,
    });
    expect(toCreditPackageView(2, 2500, 1000).percentOff).toBe(0);
  });

  it('shows the discount badge only above 5 credits and only with a discount', () => {
    expect(hasDiscountBadge(toCreditPackageView(5, 4000, 1000))).toBe(false);
    expect(hasDiscountBadge(toCreditPackageView(6, 5400, 1000))).toBe(true);
    expect(hasDiscountBadge(toCreditPackageView(10, 10000, 1000))).toBe(false);
  });

  it('validates a purchase with the same messages on both sides', () => {
    const result = purchaseSchema.safeParse({ credits: 2.5, callbackUrl: '' });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toEqual({
      credits: ['Choose a credit package'],
      callbackUrl: ['The callback URL is required'],
    });
  });
});
