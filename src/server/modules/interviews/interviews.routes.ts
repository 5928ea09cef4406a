import type { FastifyInstance } from 'fastify';
import {
  cancelInterviewSchema,
  interviewListQuerySchema,
  rescheduleInterviewSchema,
  scheduleInterviewSchema,
  scorecardSchema,
} from '../../../shared/interviews';
import type { AppContext } from '../../context';
import { requireMember } from '../../http/actor';
import { parseId, parseInput } from '../../http/app-error';
import * as interviews from './interviews.service';

type IdParams = { Params: { id: string } };

export function interviewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/interviews', async (request) => {
    const actor = requireMember(request);
    return interviews.listInterviews(
      ctx,
      actor,
      parseInput(interviewListQuerySchema, request.query),
    );
  });

  app.get<IdParams>('/api/v1/interviews/:id', async (request) => {
    const actor = requireMember(request);
    const id = parseId(request.params.id, 'interview_not_found');
    return { interview: await interviews.getInterview(ctx, actor, id) };
  });

  // The spec names both; they are one call.
  for (const path of ['/api/v1/interviews/schedule', '/api/v1/interviews']) {
    app.post(path, async (request, reply) => {
      const actor = requireMember(request, 'spendCredits');
      const input = parseInput(scheduleInterviewSchema, request.body);
      const result = await interviews.scheduleInterview(ctx, actor, input);
      return reply.status(result.creditsCharged > 0 ? 201 : 200).send(result);
    });
  }

  app.patch<IdParams>('/api/v1/interviews/:id', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const id = parseId(request.params.id, 'interview_not_found');
    // Times without an offset are read in the interview's own zone unless another is given.
    const body = request.body;
    const withZone =
      body && typeof body === 'object' && !Array.isArray(body) && !('timezone' in body)
        ? { ...body, timezone: await interviews.interviewTimezone(ctx, actor, id) }
        : body;
    return interviews.rescheduleInterview(
      ctx,
      actor,
      id,
      parseInput(rescheduleInterviewSchema, withZone),
    );
  });

  app.post<IdParams>('/api/v1/interviews/:id/cancel', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    const id = parseId(request.params.id, 'interview_not_found');
    return interviews.cancelInterview(
      ctx,
      actor,
      id,
      parseInput(cancelInterviewSchema, request.body ?? {}),
    );
  });

  app.post<IdParams>('/api/v1/interviews/:id/complete', async (request) => {
    const actor = requireMember(request);
    const id = parseId(request.params.id, 'interview_not_found');
    return interviews.completeInterview(ctx, actor, id);
  });

  // Those who schedule choose interviewers; an interviewer does not see the member list.
  app.get('/api/v1/interviewers', async (request) => {
    const actor = requireMember(request, 'spendCredits');
    return { interviewers: await interviews.listInterviewerOptions(ctx, actor) };
  });

  app.post('/api/v1/scorecards', async (request, reply) => {
    const actor = requireMember(request, 'submitScorecards');
    const result = await interviews.submitScorecard(
      ctx,
      actor,
      parseInput(scorecardSchema, request.body),
    );
    return reply.status(201).send(result);
  });
}
