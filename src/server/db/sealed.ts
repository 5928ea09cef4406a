import { customType } from 'drizzle-orm/pg-core';

/**
 * A candidate's contact value as the database holds it: sealed (issue 19, decision
 * 0036). Only the candidates module opens one (candidates.service `reveal`); anywhere
 * else it is opaque, and it refuses to be serialized, so a sealed value can never
 * leave in a response or a log line by mistake.
 */
export class Sealed {
  /** What the column holds; for the candidates module and the column type only. */
  constructor(readonly stored: string) {}

  toJSON(): never {
    throw new TypeError('A sealed contact value must be revealed by the candidates module first');
  }

  toString(): string {
    return '[sealed]';
  }
}

/** A text column of sealed values: written and read as Sealed, never as text. */
export const sealedText = customType<{ data: Sealed; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => value.stored,
  fromDriver: (value) => new Sealed(value),
});
