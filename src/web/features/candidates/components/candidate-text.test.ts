import { describe, expect, it } from 'vitest';
import type { TimelineEventView } from '../../../../shared/applications';
import {
  educationLabel,
  salaryText,
  sourceLabel,
  timelineActorText,
  timelineEventReason,
  timelineEventText,
} from './candidate-text';

const event = (fields: Partial<TimelineEventView>): TimelineEventView => ({
  id: 'e1',
  type: 'applied',
  occurredAt: '2025-01-01T10:00:00Z',
  actorName: null,
  ...fields,
});

describe('candidate page texts', () => {
  it('tells each timeline event', () => {
    expect(timelineEventText(event({ type: 'applied' }))).toBe('Applied');
    expect(timelineEventText(event({ type: 'unlocked', credits: 1 }))).toBe(
      'Unlocked for 1 credit',
    );
    expect(timelineEventText(event({ type: 'unlocked', credits: 0 }))).toBe(
      'Unlocked at no charge (already unlocked before)',
    );
    expect(timelineEventText(event({ type: 'unlock_refunded', credits: 1 }))).toBe(
      'Unlock refunded: 1 credit returned',
    );
    expect(
      timelineEventText(event({ type: 'stage_moved', fromStage: 'Applied', toStage: 'Screening' })),
    ).toBe('Moved from Applied to Screening');
    expect(timelineEventText(event({ type: 'rejected', fromStage: 'Screening' }))).toBe(
      'Rejected at Screening',
    );
    expect(timelineEventText(event({ type: 'note_added' }))).toBe('Note added');
  });

  it('labels refund reasons and keeps free-text reasons', () => {
    expect(timelineEventReason(event({ type: 'unlock_refunded', reason: 'duplicate' }))).toBe(
      'Duplicate candidate',
    );
    expect(timelineEventReason(event({ type: 'unlock_refunded', reason: 'Number is off' }))).toBe(
      'Number is off',
    );
    expect(timelineEventReason(event({ type: 'rejected', reason: 'duplicate' }))).toBe('duplicate');
    expect(timelineEventReason(event({ type: 'note_added' }))).toBeNull();
  });

  it('names the actor, the candidate for an application, or a removed member', () => {
    expect(timelineActorText(event({ type: 'stage_moved', actorName: 'Abena Darko' }))).toBe(
      'Abena Darko',
    );
    expect(timelineActorText(event({ type: 'applied' }))).toBe('The candidate');
    expect(timelineActorText(event({ type: 'rejected' }))).toBe('A former team member');
  });

  it('formats salary ranges, sources and education', () => {
    expect(salaryText(3000, 5000)).toBe('GH₵ 3,000 – 5,000');
    expect(salaryText(3000, null)).toBe('From GH₵ 3,000');
    expect(salaryText(null, 4000)).toBe('Up to GH₵ 4,000');
    expect(salaryText(null, null)).toBeNull();
    expect(sourceLabel('job_page')).toBe('Public job page');
    expect(sourceLabel('careers_import')).toBe('careers import');
    expect(educationLabel('BACHELOR')).toBe("Bachelor's degree");
    expect(educationLabel(null)).toBeNull();
  });
});
