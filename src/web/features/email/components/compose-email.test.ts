import { describe, expect, it } from 'vitest';
import type { ApplicationView } from '../../../../shared/applications';
import type { EmailMessageView } from '../../../../shared/email';
import { ApiError } from '../../../lib/api-client';
import {
  composeEmailSchema,
  emailCostSummary,
  emailMessagesPollDelay,
  hasQueuedMessage,
  missingVariableMessage,
  recipientsOf,
  renderForRecipient,
  sendFailureKind,
  sentToastText,
  variableField,
  variablesOf,
  variablesToSend,
  type EmailRecipient,
} from './compose-email';

const ESI: EmailRecipient = {
  candidateId: '00000000-0000-4000-8000-000000000001',
  applicationId: '00000000-0000-4000-8000-0000000000a1',
  fullName: 'Esi Ampofo-Badu',
  email: 'esi@example.test',
  jobTitle: 'Quality Assurance Lead',
};
const SENDER = { name: 'Abena Darko', organizationName: 'Volta Foods' };

/** Values as the dialog's form holds them: by field, not by variable name. */
const typed = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [variableField(name), value]));

describe('variablesOf', () => {
  it('lists each distinct variable once, known ones with what Shortlist fills in', () => {
    expect(
      variablesOf(
        'Interview for {{jobTitle}}',
        'Dear {{candidateName}}, see you on {{ interviewDate }} at {{venue}}. {{jobTitle}} {{venue}}',
      ),
    ).toEqual([
      { name: 'jobTitle', isKnown: true, description: 'The job the candidate applied for' },
      { name: 'candidateName', isKnown: true, description: 'The candidate’s full name' },
      { name: 'interviewDate', isKnown: false },
      { name: 'venue', isKnown: false },
    ]);
  });

  it('does not take inherited object keys for known variables', () => {
    expect(variablesOf('{{toString}}', '{{constructor}}')).toEqual([
      { name: 'toString', isKnown: false },
      { name: 'constructor', isKnown: false },
    ]);
  });
});

describe('variablesToSend', () => {
  it('keeps the trimmed values of custom variables still in the texts', () => {
    expect(
      variablesToSend(
        typed({
          venue: '  Tema office ',
          oldOne: 'gone',
          blank: '  ',
          jobTitle: 'not mine to set',
        }),
        'About {{jobTitle}}',
        'Meet at {{venue}} {{blank}}',
      ),
    ).toEqual({ venue: 'Tema office' });
  });
});

describe('renderForRecipient', () => {
  it('renders each recipient’s copy as the server does', () => {
    const draft = {
      subject: '  Interview: {{jobTitle}} at {{companyName}} ',
      content:
        'Dear {{candidateFirstName}} ({{candidateName}}),\n\nSee you {{when}}.\n{{senderName}}',
      variables: typed({ when: 'on Tuesday' }),
    };
    expect(renderForRecipient(draft, ESI, SENDER)).toEqual({
      subject: 'Interview: Quality Assurance Lead at Volta Foods',
      content: 'Dear Esi (Esi Ampofo-Badu),\n\nSee you on Tuesday.\nAbena Darko',
    });
  });

  it('leaves an unfilled variable as written, and never lets a value replace a known one', () => {
    const draft = {
      subject: 'Hello',
      content: '{{candidateName}} on {{when}}',
      variables: typed({ candidateName: 'Someone else' }),
    };
    expect(renderForRecipient(draft, ESI, SENDER).content).toBe('Esi Ampofo-Badu on {{when}}');
  });
});

describe('variables named like an object’s own members', () => {
  const subject = 'About {{toString}}';
  const content = 'Dear {{candidateFirstName}}, see {{constructor}} and {{toString}}.';

  it('gives each its own field, apart from the other and from the object machinery', () => {
    expect(variablesOf(subject, content).filter((variable) => !variable.isKnown)).toEqual([
      { name: 'toString', isKnown: false },
      { name: 'constructor', isKnown: false },
    ]);
    const fields = [variableField('toString'), variableField('constructor')];
    expect(new Set(fields).size).toBe(2);
    for (const field of fields) {
      expect(field in {}).toBe(false);
      expect(['__proto__', 'constructor', 'prototype']).not.toContain(field);
    }
  });

  it('leaves them as written in the preview while nothing is typed', () => {
    for (const variables of [undefined, {}, typed({ toString: '  ' })]) {
      expect(renderForRecipient({ subject, content, variables }, ESI, SENDER)).toEqual({
        subject: 'About {{toString}}',
        content: 'Dear Esi, see {{constructor}} and {{toString}}.',
      });
      expect(variablesToSend(variables, subject, content)).toEqual({});
    }
  });

  it('shows and sends the values typed, each in its own place', () => {
    const variables = typed({ constructor: ' the builder ', toString: 'the text' });
    expect(renderForRecipient({ subject, content, variables }, ESI, SENDER)).toEqual({
      subject: 'About the text',
      content: 'Dear Esi, see the builder and the text.',
    });
    const sent = variablesToSend(variables, subject, content);
    expect(sent).toEqual({ toString: 'the text', constructor: 'the builder' });
    expect(Object.hasOwn(sent, 'constructor')).toBe(true);
    expect(JSON.parse(JSON.stringify(sent))).toEqual(sent);
  });

  it('fills in one and leaves the other unfilled', () => {
    const variables = typed({ constructor: 'the builder' });
    expect(renderForRecipient({ subject, content, variables }, ESI, SENDER)).toEqual({
      subject: 'About {{toString}}',
      content: 'Dear Esi, see the builder and {{toString}}.',
    });
  });

  it('asks for a value for each before sending', () => {
    const base = { candidateIds: [ESI.candidateId], subject, content };
    const missing = composeEmailSchema.safeParse({ ...base, variables: {} });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({
        path: ['variables', variableField('toString')],
        message: missingVariableMessage('toString'),
      }),
      expect.objectContaining({
        path: ['variables', variableField('constructor')],
        message: missingVariableMessage('constructor'),
      }),
    ]);
    const filled = typed({ constructor: 'the builder', toString: 'the text' });
    expect(composeEmailSchema.safeParse({ ...base, variables: filled }).success).toBe(true);
  });
});

describe('composeEmailSchema', () => {
  const base = {
    candidateIds: [ESI.candidateId],
    subject: 'Interview',
    content: 'See you {{when}}',
  };

  it('requires non-blank subject and content with the spec’s message', () => {
    const result = composeEmailSchema.safeParse({ ...base, subject: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Subject and content are required',
    );
  });

  it('requires a value for each variable the sender fills', () => {
    const missing = composeEmailSchema.safeParse({ ...base, variables: typed({ when: ' ' }) });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({
        path: ['variables', variableField('when')],
        message: missingVariableMessage('when'),
      }),
    ]);
    expect(
      composeEmailSchema.safeParse({ ...base, variables: typed({ when: 'Tuesday' }) }).success,
    ).toBe(true);
  });
});

describe('emailCostSummary', () => {
  it('charges 1 credit per recipient, 10% off from 10, rounded', () => {
    expect(emailCostSummary(1)).toEqual({
      cost: 1,
      text: '1 recipient × 1 credit',
      discountText: null,
    });
    expect(emailCostSummary(9).cost).toBe(9);
    expect(emailCostSummary(10)).toEqual({
      cost: 9,
      text: '10 recipients × 1 credit',
      discountText: '10% off for 10 or more recipients',
    });
    expect(emailCostSummary(15).cost).toBe(14);
  });
});

describe('texts and failures', () => {
  it('says how many emails were sent and what they cost', () => {
    expect(sentToastText({ sent: 2, totalCreditsCharged: 2, balance: 1 })).toBe(
      '2 emails sent for 2 credits. Your balance is now 1 credit.',
    );
    expect(sentToastText({ sent: 1, totalCreditsCharged: 1, balance: 0 })).toBe(
      '1 email sent for 1 credit. Your balance is now 0 credits.',
    );
  });

  it('tells short credits and locked recipients apart from other failures', () => {
    expect(sendFailureKind(new ApiError(402, 'insufficient_credits', 'Not enough'))).toBe(
      'credits',
    );
    expect(sendFailureKind(new ApiError(409, 'recipients_not_unlocked', 'Only unlocked'))).toBe(
      'not_unlocked',
    );
    expect(sendFailureKind(new ApiError(500, 'internal', 'Oops'))).toBeNull();
    expect(sendFailureKind(new Error('offline'))).toBeNull();
  });
});

describe('recipientsOf', () => {
  const application = (id: string, candidateId: string, isUnlocked: boolean) =>
    ({
      id,
      job: { id: 'job', title: 'Quality Assurance Lead' },
      candidate: isUnlocked
        ? { id: candidateId, isUnlocked, fullName: `Name ${id}`, email: `${id}@example.test` }
        : { id: candidateId, isUnlocked },
    }) as unknown as ApplicationView;

  it('takes unlocked candidates once each, in order', () => {
    expect(
      recipientsOf([
        application('a1', 'c1', true),
        application('a2', 'c2', false),
        application('a3', 'c3', true),
        application('a4', 'c1', true),
      ]).map((recipient) => [recipient.applicationId, recipient.candidateId, recipient.email]),
    ).toEqual([
      ['a1', 'c1', 'a1@example.test'],
      ['a3', 'c3', 'a3@example.test'],
    ]);
  });
});

describe('polling queued messages', () => {
  const message = (status: EmailMessageView['status']) => ({ status }) as EmailMessageView;

  it('polls only while a message is queued, less often as time goes by', () => {
    expect(hasQueuedMessage(undefined)).toBe(false);
    expect(hasQueuedMessage([message('SENT'), message('FAILED')])).toBe(false);
    expect(hasQueuedMessage([message('SENT'), message('QUEUED')])).toBe(true);
    expect(emailMessagesPollDelay(0)).toBe(2_000);
    expect(emailMessagesPollDelay(5 * 60_000)).toBe(15_000);
    expect(emailMessagesPollDelay(60 * 60_000)).toBe(60_000);
  });
});
