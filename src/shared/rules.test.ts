import { describe, expect, it } from 'vitest';
import { emailCost } from './rules';

describe('email cost', () => {
  it('charges 1 credit per recipient below 10 recipients', () => {
    expect(emailCost(1)).toBe(1);
    expect(emailCost(9)).toBe(9);
  });

  it('takes 10% off from 10 recipients, rounding the total', () => {
    expect(emailCost(10)).toBe(9);
    expect(emailCost(11)).toBe(10); // 9.9 rounds to 10
    expect(emailCost(15)).toBe(14); // 13.5 rounds to 14
    expect(emailCost(25)).toBe(23); // 22.5 rounds to 23
  });
});
