import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { myDataContactSchema } from '../../../shared/my-data';
import { myDataLinkSchema } from '../../../shared/my-data-link';
import { parseId, parseInput } from '../../http/app-error';
import { myDataPdf } from './my-data-pdf';
import * as myData from './my-data.service';

const PUBLIC = { config: { public: true } } as const;

/** The private link's token, sent as `Authorization: Bearer …` (never in a URL the server logs). */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/** A candidate's own data (issue 19): see it, export it, withdraw, erase. */
export function myDataRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/my-data', PUBLIC, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return myData.getMyData(ctx, tokenOf(request));
  });

  app.get('/api/v1/my-data/export.json', PUBLIC, async (request, reply) => {
    const data = await myData.getMyData(ctx, tokenOf(request));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="my-data.json"')
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  });

  app.get('/api/v1/my-data/export.pdf', PUBLIC, async (request, reply) => {
    const data = await myData.getMyData(ctx, tokenOf(request));
    const pdf = await myDataPdf(data, new Date());
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'attachment; filename="my-data.pdf"')
      .type('application/pdf')
      .send(Buffer.from(pdf));
  });

  app.post<{ Params: { id: string } }>(
    '/api/v1/my-data/applications/:id/withdraw',
    PUBLIC,
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const id = parseId(request.params.id, 'my_data_application_not_found');
      return myData.withdrawApplication(ctx, tokenOf(request), id);
    },
  );

  app.patch('/api/v1/my-data/contact', PUBLIC, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const token = tokenOf(request);
    const input = parseInput(myDataContactSchema, request.body);
    return myData.correctContactDetails(ctx, token, input);
  });

  app.post('/api/v1/my-data/link', PUBLIC, async (request, reply) => {
    const input = parseInput(myDataLinkSchema, request.body);
    return reply.status(202).send(await myData.requestMyDataLink(ctx, input, request.ip));
  });

  app.post('/api/v1/my-data/erase', PUBLIC, async (request, reply) => {
    await myData.eraseMyData(ctx, tokenOf(request));
    return reply.status(204).send();
  });
}
