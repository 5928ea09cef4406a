import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A webhook route of an outside system (payment provider, careers board), in its
 * own scope: the signature is over the raw bytes, so the body is kept as bytes
 * whatever the content type claims, and JSON is parsed only after the signature is
 * checked. A message without a valid signature gets 401 from the handler, never a
 * parsing error that tells the sender something.
 */
export function registerWebhookRoute(
  app: FastifyInstance,
  options: { path: string; bodyLimit: number; signatureHeader: string },
  handler: (rawBody: Buffer, signature: string | undefined, request: FastifyRequest) => unknown,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: options.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      options.path,
      { config: { public: true, allowCrossSite: true } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[options.signatureHeader];
        return handler(rawBody, typeof header === 'string' ? header : undefined, request);
      },
    );
  });
}
