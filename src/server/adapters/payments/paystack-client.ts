import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment provider's API as Paystack defines it: initialize a transaction,
 * send the payer to its authorization URL, then verify it by reference. Amounts are
 * in the currency's subunit (pesewas for GHS). The real provider and the local
 * sandbox (sandbox-provider.ts) both speak it, so both go through this client.
 */
export interface InitializeRequest {
  reference: string;
  amountPesewas: number;
  currency: string;
  email: string;
  callbackUrl: string;
  metadata: Record<string, string>;
}

export interface VerifiedTransaction {
  reference: string;
  /** Paystack's words: success, failed, abandoned, reversed, ongoing, pending, processing, queued. */
  status: string;
  amountPesewas: number;
  currency: string;
  paidAt: string | null;
}

/** The provider failed or answered something we cannot use: nothing about the payment is known. */
export class PaymentProviderError extends Error {
  /** Its message names the call and the provider's answer, never a payer's data. */
  readonly isLogSafe = true;

  constructor(
    message: string,
    /** The HTTP status, when the provider answered at all. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * The provider has no transaction with this reference (Paystack answers "Transaction
 * reference not found"): it was never initialized, so nobody can have paid it.
 */
export class PaymentNotFoundError extends PaymentProviderError {
  constructor(message: string, status: number) {
    super(message, status);
    this.name = 'PaymentNotFoundError';
  }
}

export interface PaymentProvider {
  /** Names the provider in our records: references are unique per provider. */
  readonly name: string;
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<VerifiedTransaction>;
  /** Whether a webhook's raw body carries the provider's signature. */
  isValidSignature(rawBody: Buffer, signature: string | undefined): boolean;
}

/** HMAC-SHA512 of the raw bytes with the secret key, hex: Paystack's `x-paystack-signature`. */
export function signWebhookBody(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function isValidWebhookSignature(
  secretKey: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhookBody(secretKey, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

interface PaystackEnvelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

export class PaystackClient implements PaymentProvider {
  constructor(
    readonly name: string,
    private readonly options: {
      /** A function for the sandbox, whose address is known only once the server listens. */
      baseUrl: string | (() => string);
      secretKey: string;
      timeoutMs: number;
      /** How calls are made; the sandbox answers them inside the process (sandboxFetch). */
      fetch?: typeof fetch;
    },
  ) {}

  async initialize(request: InitializeRequest): Promise<{ authorizationUrl: string }> {
    const data = await this.call<{ authorization_url?: unknown }>(
      'POST',
      '/transaction/initialize',
      {
        reference: request.reference,
        // Paystack takes the subunit amount; an integer, never a float of cedis.
        amount: request.amountPesewas,
        currency: request.currency,
        email: request.email,
        callback_url: request.callbackUrl,
        metadata: request.metadata,
      },
    );
    if (
      typeof data.authorization_url !== 'string' ||
      !/^https?:\/\//.test(data.authorization_url)
    ) {
      throw new PaymentProviderError('The provider answered without an authorization URL');
    }
    return { authorizationUrl: data.authorization_url };
  }

  async verify(reference: string): Promise<VerifiedTransaction> {
    const data = await this.call<Record<string, unknown>>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    const { status, amount, currency } = data;
    if (
      typeof status !== 'string' ||
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      typeof currency !== 'string' ||
      typeof data.reference !== 'string'
    ) {
      throw new PaymentProviderError('The provider answered a verification we cannot read');
    }
    return {
      reference: data.reference,
      status,
      amountPesewas: amount,
      currency,
      paidAt: typeof data.paid_at === 'string' ? data.paid_at : null,
    };
  }

  isValidSignature(rawBody: Buffer, signature: string | undefined): boolean {
    return isValidWebhookSignature(this.options.secretKey, rawBody, signature);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      const { baseUrl } = this.options;
      const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
      response = await (this.options.fetch ?? fetch)(`${base.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${this.options.timeoutMs} ms`
          : 'could not be reached';
      throw new PaymentProviderError(`The payment provider ${reason} (${method} ${path})`);
    }
    let envelope: PaystackEnvelope<T>;
    try {
      envelope = (await response.json()) as PaystackEnvelope<T>;
    } catch {
      throw new PaymentProviderError(
        `The payment provider answered ${response.status} without JSON`,
        response.status,
      );
    }
    const isNotFound =
      (response.status === 400 || response.status === 404) &&
      /reference not found|transaction not found/i.test(envelope.message ?? '');
    if (isNotFound) {
      throw new PaymentNotFoundError(
        `The payment provider has no such transaction (${method} ${path})`,
        response.status,
      );
    }
    if (!response.ok || envelope.status !== true || !envelope.data) {
      throw new PaymentProviderError(
        `The payment provider refused ${method} ${path} (${response.status}: ${envelope.message ?? 'no message'})`,
        response.status,
      );
    }
    return envelope.data;
  }
}
