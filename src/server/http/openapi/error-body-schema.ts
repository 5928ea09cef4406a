import { z } from 'zod';
import { errorCatalog, type ErrorBody, type ErrorCode } from '../../../shared/errors';

const ERROR_CODES = Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]];

/**
 * The body of every error answer of the API (errors.ts), for the documentation.
 * src/shared says it as a TypeScript interface; this says it again in zod, and the
 * compiler holds the two together (below).
 */
export const errorBodySchema = z.object({
  error: z.enum(ERROR_CODES).describe('What went wrong, as a code a client can act on'),
  message: z.string().describe('What a person is shown'),
  details: z
    .object({
      fieldErrors: z
        .record(z.string(), z.array(z.string()))
        .optional()
        .describe("`validation_failed`: each field's path and its messages"),
      requestId: z.string().optional().describe('`internal`: the request id its logs carry'),
      retryAfterSeconds: z.number().int().optional().describe('Rate limits: when to try again'),
      reason: z.string().optional().describe("An outside system's own reason"),
      originalUrl: z
        .string()
        .optional()
        .describe('`resume_watermark_failed`: where the file as uploaded can be downloaded'),
      balance: z.number().int().optional().describe('`balance_too_low`: the balance'),
      amount: z.number().int().optional().describe('`balance_too_low`: the amount asked for'),
    })
    .optional(),
});

type IsSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Fails to compile when ErrorBody and this schema part ways.
const _isErrorBodyShape: IsSame<z.infer<typeof errorBodySchema>, ErrorBody> = true;
