// What other parts of the app may use from the interviews feature.
export {
  ScheduleInterviewDialog,
  type ScheduleInterviewTarget,
} from './components/schedule-interview-dialog';
export { INTERVIEWS_ROOT_KEY, INTERVIEWERS_QUERY_KEY, interviewsQueryKey } from './api/keys';
export {
  fetchInterviews,
  interviewsQueryOptions,
  useInterview,
  useInterviews,
} from './api/interviews';
export { useInterviewers } from './api/interviewers';
export { useScheduleInterview } from './api/schedule-interview';
export { useRescheduleInterview } from './api/reschedule-interview';
export { useCancelInterview, type CancelVariables } from './api/cancel-interview';
export { useCompleteInterview } from './api/complete-interview';
export { refreshAfterInterviewChange } from './api/interview-cache';
export { formatTimeRange, dayHeading } from './components/interview-days';
