import { describe, expect, it } from 'vitest';
import { findVariables, renderTemplate } from './email';

describe('template variables', () => {
  it('finds each distinct variable once, in order, across subject and content', () => {
    expect(findVariables('Hi {{ name }}', '{{name}} and {{job_title}}, {{name}}')).toEqual([
      'name',
      'job_title',
    ]);
    expect(findVariables('{{}} {{1x}} {single}')).toEqual([]);
  });

  it('fills known values and leaves unknown ones as written', () => {
    expect(renderTemplate('Dear {{candidateName}}, {{other}}', { candidateName: 'Ama' })).toBe(
      'Dear Ama, {{other}}',
    );
    // Names an object inherits are variables like any other.
    expect(renderTemplate('{{constructor}} {{toString}}', { toString: 'now' })).toBe(
      '{{constructor}} now',
    );
  });
});
