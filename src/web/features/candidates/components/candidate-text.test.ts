import { describe, expect, it } from 'vitest';
import { PAY_TO_REVEAL_OFF_REASON, type TimelineEventView } from '../../../../shared/applications';
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
    expect(
      timelineEventText(event({ type: 'unlocked', credits: 0, reason: PAY_TO_REVEAL_OFF_REASON })),
    ).toBe('Unlocked at no charge (pay-to-reveal is off)');
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

  it("reads the member's reason and details of a refund", () => {
    expect(
      timelineEventReason(
        event({ type: 'unlock_refunded', reason: 'contact_details_invalid: Number is off' }),
      ),
    ).toBe('Contact details are invalid: Number is off');
    expect(
      timelineEventReason(event({ type: 'unlock_refunded', reason: 'other: Wrong person' })),
    ).toBe('Wrong person');
  });

  it("tells Shortlist's own refund of a bounced contact", () => {
    const bounced = event({ type: 'unlock_refunded', reason: 'contact bounced', credits: 1 });
    expect(timelineEventText(bounced)).toBe('Unlock refunded automatically: contact bounced');
    expect(timelineEventReason(bounced)).toBe(
      'An email to them bounced, so Shortlist returned 1 credit and locked them again.',
    );
    expect(timelineActorText(bounced)).toBe('Shortlist');
  });

  it('tells the other applications locked again with a refunded unlock', () => {
    const lockedWith = event({
      type: 'unlock_refunded',
      reason: 'duplicate (locked again with the refunded unlock)',
      credits: 0,
      actorName: 'Abena Darko',
    });
    expect(timelineEventText(lockedWith)).toBe(
      'Locked again: the unlock of another of their applications was refunded',
    );
    expect(timelineEventReason(lockedWith)).toBe('Duplicate candidate');
    const bouncedWith = event({
      type: 'unlock_refunded',
      reason: 'contact bounced (locked again with the refunded unlock)',
      credits: 0,
    });
    expect(timelineEventText(bouncedWith)).toBe(
      'Locked again: Shortlist refunded the unlock of another of their applications',
    );
    expect(timelineEventReason(bouncedWith)).toBe('An email to them bounced.');
    expect(timelineActorText(bouncedWith)).toBe('Shortlist');
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
    expect(sourceLabel('job_page')).toBe('Careers board');
    expect(sourceLabel('shortlist_job_page')).toBe('Shortlist job page');
    expect(sourceLabel('careers_import')).toBe('Careers import');
    expect(educationLabel('BACHELOR')).toBe("Bachelor's degree");
    expect(educationLabel(null)).toBeNull();
  });
});
