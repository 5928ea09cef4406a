import {
  cancelInterviewSchema,
  interviewListQuerySchema,
  rescheduleInterviewSchema,
  scheduleInterviewSchema,
  scorecardSchema,
} from '../../../../shared/interviews';
import { docsOf, type RouteDoc } from '../route-doc';

const INTERVIEWS = {
  name: 'Interviews',
  description: 'Scheduling interviews (for credits), calendar invites, and scorecards.',
};

const scheduleInterview = {
  access: 'session',
  capability: 'spendCredits',
  body: scheduleInterviewSchema,
  response: [
    {
      status: 201,
      description: 'Scheduled, and credits were charged',
      type: 'ScheduleInterviewResponse',
    },
    {
      description: 'Scheduled without a charge (a replayed idempotency key)',
      type: 'ScheduleInterviewResponse',
    },
  ],
  errors: [
    'application_not_found',
    'interview_needs_unlock',
    'unknown_interviewer',
    'insufficient_credits',
    'idempotency_key_reused',
  ],
} satisfies Partial<RouteDoc>;

export const interviewsDocs = docsOf(INTERVIEWS, [
  {
    method: 'GET',
    path: '/api/v1/interviews',
    operationId: 'listInterviews',
    summary: "The organization's interviews (an interviewer sees theirs)",
    access: 'session',
    query: interviewListQuerySchema,
    response: { description: 'The interviews', type: 'InterviewListResponse' },
  },
  {
    method: 'GET',
    path: '/api/v1/interviews/:id',
    operationId: 'getInterview',
    summary: 'An interview',
    access: 'session',
    response: { description: 'The interview', type: '{ interview: InterviewView }' },
    errors: ['interview_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/interviews/schedule',
    operationId: 'scheduleInterview',
    summary: 'Schedule an interview with an unlocked candidate, and send invites',
    ...scheduleInterview,
  },
  {
    method: 'POST',
    path: '/api/v1/interviews',
    operationId: 'createInterview',
    summary: 'Schedule an interview (the same call as POST /api/v1/interviews/schedule)',
    ...scheduleInterview,
  },
  {
    method: 'PATCH',
    path: '/api/v1/interviews/:id',
    operationId: 'rescheduleInterview',
    summary: "Change an interview's time or details; invites are updated, nothing is charged",
    description:
      "Times without an offset are read in the interview's own time zone unless another is given.",
    access: 'session',
    capability: 'spendCredits',
    body: rescheduleInterviewSchema,
    response: {
      description: 'The interview',
      type: '{ interview: InterviewView; creditsCharged: 0; invitesSent: number }',
    },
    errors: ['interview_not_found', 'interview_not_scheduled', 'unknown_interviewer'],
  },
  {
    method: 'POST',
    path: '/api/v1/interviews/:id/cancel',
    operationId: 'cancelInterview',
    summary: 'Cancel an interview, telling those invited',
    access: 'session',
    capability: 'spendCredits',
    body: cancelInterviewSchema,
    response: {
      description: 'The cancelled interview',
      type: '{ interview: InterviewView; invitesSent: number }',
    },
    errors: ['interview_not_found', 'interview_not_scheduled'],
  },
  {
    method: 'POST',
    path: '/api/v1/interviews/:id/complete',
    operationId: 'completeInterview',
    summary: 'Mark an interview as completed',
    access: 'session',
    response: { description: 'The completed interview', type: '{ interview: InterviewView }' },
    errors: ['interview_not_found', 'interview_not_scheduled'],
  },
  {
    method: 'GET',
    path: '/api/v1/interviewers',
    operationId: 'listInterviewers',
    summary: 'The members who can be chosen as interviewers',
    access: 'session',
    capability: 'spendCredits',
    response: { description: 'The members', type: '{ interviewers: InterviewerOption[] }' },
  },
  {
    method: 'POST',
    path: '/api/v1/scorecards',
    operationId: 'submitScorecard',
    summary: "Submit an interviewer's scorecard",
    access: 'session',
    capability: 'submitScorecards',
    body: scorecardSchema,
    response: { status: 201, description: 'The scorecard', type: '{ scorecard: ScorecardView }' },
    errors: ['interview_not_found', 'not_your_interview'],
  },
]);
