import { afterEach, beforeEach, vi } from 'vitest';

// DESIGN.md 8: a test fails on an unexpected console error.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${errors.map((args) => args.join(' ')).join('\n')}`,
    );
  }
});
