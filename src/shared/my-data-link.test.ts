import { describe, expect, it } from 'vitest';
import { MY_DATA_LINK_SENT_MESSAGE, myDataLinkSchema } from './my-data-link';

describe('asking for a link to one’s data', () => {
  it('takes an email, trimmed and in lower case', () => {
    expect(myDataLinkSchema.parse({ email: '  Ama.Owusu@Example.TEST ' })).toEqual({
      email: 'ama.owusu@example.test',
    });
  });

  it('refuses a missing or malformed email with the shared message', () => {
    for (const input of [{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }]) {
      const result = myDataLinkSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid email');
    }
  });

  it('answers in words that do not tell whether we hold anything', () => {
    expect(MY_DATA_LINK_SENT_MESSAGE).toBe(
      'If we hold applications under this email, a new link is on its way to it.',
    );
  });
});
