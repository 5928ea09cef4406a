import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks the payment provider's API (Paystack's initialize
 * and verify), for tests of the real client (DESIGN.md 7). It can be told to fail,
 * to hang, or to report something else than what was paid.
 */
export interface FakeTransaction {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed';
}

export interface FakePaystack {
  url: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  calls: { initialize: number; verify: number };
  /** How initialize answers: normally, with a 500, or not before the client gives up. */
  initializeMode: 'ok' | 'error' | 'hang';
  verifyMode: 'ok' | 'error' | 'hang';
  /** How long verify takes to answer (a provider that answers late). */
  verifyDelayMs: number;
  /** References whose verify always answers 503, whatever verifyMode says. */
  failingReferences: Set<string>;
  /** Verify reports these instead of the truth (a tampered or misrouted payment). */
  verifyOverride: Partial<{ amount: number; currency: string; status: string; reference: string }>;
  /** The payer completes the payment at the provider. */
  pay(reference: string): void;
  /** The provider's `charge.success` webhook body for a transaction, as it would send it. */
  chargeSuccessBody(reference: string, overrides?: Record<string, unknown>): string;
  close(): Promise<void>;
}

export async function startFakePaystack(): Promise<FakePaystack> {
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const hanging = new Set<http.ServerResponse>();
  const fake: Omit<FakePaystack, 'url' | 'close'> = {
    secretKey,
    transactions: new Map(),
    calls: { initialize: 0, verify: 0 },
    initializeMode: 'ok',
    verifyMode: 'ok',
    verifyDelayMs: 0,
    failingReferences: new Set(),
    verifyOverride: {},
    pay(reference) {
      const transaction = fake.transactions.get(reference);
      if (!transaction) throw new Error(`No transaction ${reference}`);
      transaction.status = 'success';
    },
    chargeSuccessBody(reference, overrides = {}) {
      const transaction = fake.transactions.get(reference);
      if (!transaction) throw new Error(`No transaction ${reference}`);
      return JSON.stringify({
        event: 'charge.success',
        data: {
          reference,
          status: 'success',
          amount: transaction.amount,
          currency: transaction.currency,
          ...overrides,
        },
      });
    },
  };

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(response, 401, { status: false, message: 'Invalid key' });
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
        fake.calls.initialize += 1;
        if (fake.initializeMode === 'hang') return void hanging.add(response);
        if (fake.initializeMode === 'error') {
          return send(response, 500, { status: false, message: 'Internal error' });
        }
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        const reference = String(body.reference);
        fake.transactions.set(reference, {
          reference,
          amount: Number(body.amount),
          currency: String(body.currency),
          email: String(body.email),
          callbackUrl: String(body.callback_url),
          status: 'abandoned',
        });
        return send(response, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.fake.test/${reference}`,
            access_code: reference,
            reference,
          },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
      if (request.method === 'GET' && verify) {
        fake.calls.verify += 1;
        if (fake.verifyMode === 'hang') return void hanging.add(response);
        const reference = decodeURIComponent(verify[1]!);
        if (fake.verifyMode === 'error' || fake.failingReferences.has(reference)) {
          return send(response, 503, { status: false, message: 'Service unavailable' });
        }
        if (fake.verifyDelayMs > 0) {
          // Read the transaction when the answer leaves: it says what is true by then.
          hanging.add(response);
          setTimeout(() => {
            hanging.delete(response);
            answerVerify(response, reference);
          }, fake.verifyDelayMs);
          return;
        }
        return answerVerify(response, reference);
      }
      send(response, 404, { status: false, message: 'Not found' });
    });
  });
  const answerVerify = (response: http.ServerResponse, reference: string) => {
    const transaction = fake.transactions.get(reference);
    if (!transaction) {
      return send(response, 400, { status: false, message: 'Transaction reference not found' });
    }
    send(response, 200, {
      status: true,
      message: 'Verification successful',
      data: {
        reference: transaction.reference,
        status: transaction.status,
        amount: transaction.amount,
        currency: transaction.currency,
        paid_at: transaction.status === 'success' ? new Date().toISOString() : null,
        ...fake.verifyOverride,
      },
    });
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
