import { describe, expect, it } from 'vitest';
import type { ApplicationView, RefundAllowanceView } from '../../../../shared/applications';
import {
  refundAllowanceText,
  refundedToastText,
  refundLocksAgainText,
  REFUND_LIMIT_RULE_TEXT,
} from './refund-text';

const allowance = (fields: Partial<RefundAllowanceView>): RefundAllowanceView => ({
  used: 0,
  limit: 2,
  remaining: 2,
  paidUnlocks: 0,
  windowDays: 30,
  windowHours: 72,
  ...fields,
});

describe('refund dialog texts', () => {
  it('says the rule with the shared constants', () => {
    expect(REFUND_LIMIT_RULE_TEXT).toBe('2, or one per 5 paid unlocks, at most 10');
  });

  it('says that a refund locks the candidate again', () => {
    expect(refundLocksAgainText()).toBe(
      'Refunding returns 1 credit and locks this candidate again: their contact details are hidden, and unlocking them again costs 1 credit.',
    );
  });

  it('counts the refunds left, and says when none are', () => {
    expect(refundAllowanceText(allowance({ used: 1, limit: 3, remaining: 2 }))).toBe(
      'Your organization can ask for 2 more refunds in the last 30 days (1 used of 3; the limit is 2, or one per 5 paid unlocks, at most 10).',
    );
    expect(refundAllowanceText(allowance({ used: 1, remaining: 1 }))).toContain(
      'can ask for 1 more refund in',
    );
    expect(refundAllowanceText(allowance({ used: 2, remaining: 0 }))).toBe(
      'Your organization cannot ask for more refunds now: it has used 2 of 2 in the last 30 days (the limit is 2, or one per 5 paid unlocks, at most 10).',
    );
  });

  it('tells in the toast that the candidate is locked again', () => {
    const application = { candidate: { isUnlocked: false } } as ApplicationView;
    expect(refundedToastText({ creditsRefunded: 1, balance: 4, application })).toBe(
      '1 credit returned. Your balance is now 4 credits. The candidate is locked again.',
    );
  });
});
