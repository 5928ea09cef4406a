import { describe, expect, it } from 'vitest';
import type { EmailTemplateView } from '../../../../shared/email';
import {
  groupTemplatesByCategory,
  insertText,
  isKnownVariable,
  previewSegments,
  sampleValues,
} from './template-text';

const template = (fields: Partial<EmailTemplateView>): EmailTemplateView => ({
  id: 't1',
  name: 'Template',
  category: 'System',
  subject: 'Subject',
  content: 'Content',
  isDefault: false,
  variables: [],
  updatedAt: '2025-01-01T10:00:00Z',
  ...fields,
});

describe('previewSegments', () => {
  it('fills the variables it has values for and marks the others', () => {
    expect(
      previewSegments('Dear {{candidateName}}, we offer {{ offerDetails }}.', {
        candidateName: 'Ama Mensah',
      }),
    ).toEqual([
      { kind: 'text', text: 'Dear ' },
      { kind: 'filled', name: 'candidateName', text: 'Ama Mensah' },
      { kind: 'text', text: ', we offer ' },
      { kind: 'blank', name: 'offerDetails', text: '{{offerDetails}}' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps repeated, adjacent and leading variables in place', () => {
    expect(previewSegments('{{a}}{{a}} {{b}}', { a: 'x' })).toEqual([
      { kind: 'filled', name: 'a', text: 'x' },
      { kind: 'filled', name: 'a', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'blank', name: 'b', text: '{{b}}' },
    ]);
  });

  it('leaves text that is not a variable as written', () => {
    expect(previewSegments('{{ }} and {{1x}} and {single}', {})).toEqual([
      { kind: 'text', text: '{{ }} and {{1x}} and {single}' },
    ]);
    expect(previewSegments('', {})).toEqual([]);
  });

  it('does not take object properties for values', () => {
    expect(previewSegments('{{toString}}', {})).toEqual([
      { kind: 'blank', name: 'toString', text: '{{toString}}' },
    ]);
  });

  it('is not confused by the separator it uses inside', () => {
    expect(previewSegments('a\u0000b {{x}}', { x: 'y' })).toEqual([
      { kind: 'text', text: 'ab ' },
      { kind: 'filled', name: 'x', text: 'y' },
    ]);
  });
});

describe('sampleValues', () => {
  it('gives every variable Shortlist fills in a value', () => {
    const values = sampleValues({ senderName: 'Kofi Boateng', companyName: 'Acme Ghana' });
    expect(values.senderName).toBe('Kofi Boateng');
    expect(values.companyName).toBe('Acme Ghana');
    expect(Object.values(values).every((value) => value !== '')).toBe(true);
    expect(sampleValues({ senderName: 'K', companyName: undefined }).companyName).toBe(
      'Your organization',
    );
  });
});

describe('isKnownVariable', () => {
  it('knows only the variables Shortlist fills in', () => {
    expect(isKnownVariable('candidateName')).toBe(true);
    expect(isKnownVariable('offerDetails')).toBe(false);
    expect(isKnownVariable('toString')).toBe(false);
  });
});

describe('groupTemplatesByCategory', () => {
  it('groups in the categories’ order, keeps the order within, leaves out empty ones', () => {
    const groups = groupTemplatesByCategory([
      template({ id: 'a', category: 'System' }),
      template({ id: 'b', category: 'Application Lifecycle' }),
      template({ id: 'c', category: 'System' }),
      template({ id: 'd', category: 'Application Lifecycle' }),
    ]);
    expect(groups.map((group) => [group.category, group.templates.map((t) => t.id)])).toEqual([
      ['Application Lifecycle', ['b', 'd']],
      ['System', ['a', 'c']],
    ]);
    expect(groupTemplatesByCategory([])).toEqual([]);
  });
});

describe('insertText', () => {
  it('inserts at the caret or in place of the selection', () => {
    expect(insertText('Dear ,', 5, 5, '{{candidateName}}')).toEqual({
      text: 'Dear {{candidateName}},',
      caret: 22,
    });
    expect(insertText('Dear you,', 5, 8, '{{x}}')).toEqual({ text: 'Dear {{x}},', caret: 10 });
  });

  it('keeps out-of-range positions within the text', () => {
    expect(insertText('ab', 10, 12, 'c')).toEqual({ text: 'abc', caret: 3 });
    expect(insertText('ab', 2, 1, 'c')).toEqual({ text: 'abc', caret: 3 });
  });
});
