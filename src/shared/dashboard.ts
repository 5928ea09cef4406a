export const ACTIVITY_TYPES = [
  'job_created',
  'job_published',
  'job_closed',
  'job_deleted',
  'application_received',
  'candidate_unlocked',
  'unlock_refunded',
  'stage_moved',
  'application_rejected',
  'interview_scheduled',
  'email_sent',
  'member_joined',
  'note_added',
  'interview_rescheduled',
  'interview_cancelled',
  'interview_completed',
  'scorecard_submitted',
  'applications_anonymized',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface ActivityView {
  id: string;
  type: ActivityType;
  /** A sentence for people, e.g. "Ama Mensah published Backend Engineer". */
  message: string;
  occurredAt: string;
}

export interface DashboardView {
  totalJobs: number;
  activeJobs: number;
  applicationsThisMonth: number;
  interviewsThisWeek: number;
  /** Share (0..1) of this month's applications past the first stage; null with none. */
  conversionRate: number | null;
  /** Change in percentage points against last month; null when either month has none. */
  conversionRateChange: number | null;
  recentActivity: ActivityView[];
}
