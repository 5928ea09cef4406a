import { describe, expect, it } from 'vitest';
import type { CreditsOverTimeView, JobFunnelView } from '../../../../shared/analytics';
import {
  bucketLabel,
  creditsSummary,
  creditsTable,
  durationScale,
  fileNamePart,
  formatDuration,
  funnelSummary,
  funnelTable,
  sourcesTable,
  stageTimeTable,
  tableToCsv,
  unlockTable,
} from './analytics-tables';

const HOUR = 3_600;

const funnel: JobFunnelView = {
  jobId: 'job-1',
  title: '=Backend, "Senior"',
  status: 'PUBLISHED',
  applications: 6,
  stages: [
    {
      stage: 'Applied',
      reached: 6,
      conversionFromPrevious: null,
      inStageNow: 2,
      rejectedHere: 1,
      medianSecondsInStage: 4 * HOUR,
      finishedStays: 5,
    },
    {
      stage: 'Screening',
      reached: 4,
      conversionFromPrevious: 4 / 6,
      inStageNow: 0,
      rejectedHere: 1,
      medianSecondsInStage: 10 * HOUR,
      finishedStays: 3,
    },
    {
      stage: 'Interview',
      reached: 2,
      conversionFromPrevious: 0.5,
      inStageNow: 1,
      rejectedHere: 0,
      medianSecondsInStage: 50 * HOUR,
      finishedStays: 1,
    },
    {
      stage: 'Decision',
      reached: 1,
      conversionFromPrevious: 0.5,
      inStageNow: 1,
      rejectedHere: 0,
      medianSecondsInStage: null,
      finishedStays: 0,
    },
  ],
};

describe('analytics tables', () => {
  it('says durations in minutes, hours or days', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(20)).toBe('under 1 min');
    expect(formatDuration(90)).toBe('2 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(HOUR)).toBe('1 hour');
    expect(formatDuration(2.5 * HOUR)).toBe('2.5 hours');
    expect(formatDuration(47 * HOUR)).toBe('47 hours');
    expect(formatDuration(48 * HOUR)).toBe('2 days');
    expect(formatDuration(84 * HOUR)).toBe('3.5 days');
  });

  it('picks the unit a chart of durations reads best in', () => {
    expect(durationScale([0.4, 30])).toEqual({ seconds: 1, suffix: ' s' });
    expect(durationScale([null, 30, 59 * 60])).toEqual({ seconds: 60, suffix: ' min' });
    expect(durationScale([HOUR, null])).toEqual({ seconds: HOUR, suffix: ' h' });
    expect(durationScale([HOUR, 50 * HOUR])).toEqual({ seconds: 24 * HOUR, suffix: ' d' });
    expect(durationScale([])).toEqual({ seconds: 1, suffix: ' s' });
  });

  it('writes the funnel as CSV with plain numbers, escaping a title that looks like a formula', () => {
    const table = funnelTable(funnel);
    expect(table.caption).toBe('=Backend, "Senior": applications that reached each stage');
    expect(table.rows[1]!.map((cell) => cell.text)).toEqual(['Screening', '4', '67%', '0', '1']);
    expect(tableToCsv(table)).toBe(
      [
        'Stage,Applications reached,Conversion from previous stage (%),In stage now,Rejected in stage',
        'Applied,6,,2,1',
        'Screening,4,66.7,0,1',
        'Interview,2,50,1,0',
        'Decision,1,50,1,0',
        '',
      ].join('\r\n'),
    );
    expect(funnelSummary(funnel)).toBe(
      '=Backend, "Senior": 6 applications in Applied; 4 reached Screening (67%), 2 reached Interview (50%), 1 reached Decision (50%).',
    );
  });

  it('writes time in stage in hours, with no figure for a stage nobody has left', () => {
    const table = stageTimeTable(funnel);
    expect(table.rows.map((row) => row[1]!.text)).toEqual(['4 hours', '10 hours', '2.1 days', '—']);
    expect(tableToCsv(table).split('\r\n')).toEqual([
      'Stage,Median hours in stage,Finished stays,Still in stage',
      'Applied,4,5,2',
      'Screening,10,3,0',
      'Interview,50,1,1',
      'Decision,,0,1',
      '',
    ]);
  });

  it('writes unlock times per job with the organization total last, escaping titles', () => {
    const csv = tableToCsv(
      unlockTable({
        overall: { jobId: null, title: null, unlocked: 3, medianSeconds: 3 * HOUR },
        byJob: [{ jobId: 'j', title: '@Accountant', unlocked: 3, medianSeconds: 1.5 * HOUR }],
      }),
    );
    expect(csv).toBe(
      "Job,Unlocked,Median hours to unlock\r\n'@Accountant,3,1.5\r\nAll jobs,3,3\r\n",
    );
  });

  it('writes sources with their share', () => {
    const csv = tableToCsv(
      sourcesTable([
        { source: 'job_page', applications: 3 },
        { source: 'linkedin_ad', applications: 1 },
      ]),
    );
    expect(csv).toBe('Source,Applications,Share (%)\r\nCareers board,3,75\r\nLinkedin ad,1,25\r\n');
  });

  it('writes credits per month with every reason, refunds and net spending', () => {
    const credits: CreditsOverTimeView = {
      unit: 'month',
      reasons: ['candidate_unlock', 'email_send'],
      buckets: [
        { start: '2025-01-01', spent: { candidate_unlock: 2, email_send: 0 }, refunded: 0 },
        { start: '2025-02-01', spent: { candidate_unlock: 1, email_send: 3 }, refunded: 1 },
      ],
      totalSpent: 6,
      totalRefunded: 1,
    };
    const table = creditsTable(credits);
    expect(table.rows.map((row) => row[0]!.text)).toEqual(['Jan 2025', 'Feb 2025']);
    expect(tableToCsv(table)).toBe(
      'Month,Candidate Unlocked,Emails Sent,Refunded,Net spent\r\n2025-01,2,0,0,2\r\n2025-02,1,3,1,3\r\n',
    );
    expect(creditsSummary(credits, 'Africa/Accra')).toBe(
      '6 credits spent and 1 refunded, per month in Africa/Accra time, over 2 months. Candidate Unlocked: 3; Emails Sent: 3.',
    );
  });

  it('labels weeks by their Monday, whatever the browser’s time zone', () => {
    expect(bucketLabel('2025-01-06', 'week')).toBe('6 Jan 2025');
    expect(bucketLabel('2025-01-06', 'week', true)).toBe('6 Jan');
    expect(bucketLabel('2025-12-01', 'month')).toBe('Dec 2025');
  });

  it('makes file names from job titles', () => {
    expect(fileNamePart('Backend Engineer (Accra)')).toBe('backend-engineer-accra');
    expect(fileNamePart('Caféteria Lead')).toBe('cafeteria-lead');
    expect(fileNamePart('***')).toBe('job');
  });
});
