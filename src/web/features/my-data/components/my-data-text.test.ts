import { describe, expect, it } from 'vitest';
import type { MyApplicationView, MyOrganizationView } from '../../../../shared/my-data';
import {
  canWithdraw,
  formatBytes,
  isLastIntactApplication,
  LINK_INVALID_MESSAGE,
  resumeText,
  STATUS_BADGE,
  statusNote,
  withdrawDescription,
} from './my-data-text';

function application(id: string, status: MyApplicationView['status']): MyApplicationView {
  return {
    id,
    jobTitle: `Job ${id}`,
    stage: 'Applied',
    status,
    appliedAt: '2026-11-02T10:00:00.000Z',
    coverNote: null,
    resume: null,
  };
}

function organization(applications: MyApplicationView[]): MyOrganizationView {
  return {
    organizationName: 'Akwaaba Foods',
    dataProtectionContact: null,
    profile: { fullName: 'Ama Owusu', email: 'ama@example.test', phone: null, location: null },
    applications,
  };
}

describe('file sizes', () => {
  it('counts bytes, then KB, then MB (1024 each)', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(830)).toBe('830 bytes');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(122_880)).toBe('120 KB');
    expect(formatBytes(1_048_575)).toBe('1 MB');
    expect(formatBytes(1_468_006)).toBe('1.4 MB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(12.6 * 1024 * 1024)).toBe('13 MB');
  });

  it('says nothing of a size that is not one', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });

  it('names the resume type with its size', () => {
    expect(resumeText({ type: 'pdf', bytes: 122_880 })).toBe('PDF, 120 KB');
    expect(resumeText({ type: 'docx', bytes: 1_468_006 })).toBe('Word (DOCX), 1.4 MB');
    expect(resumeText(null)).toBe('None sent');
  });
});

describe('application statuses', () => {
  it('gives each status its look, and a note only where details are gone', () => {
    expect(STATUS_BADGE).toEqual({
      'In progress': 'info',
      'Not selected': 'secondary',
      Withdrawn: 'outline',
    });
    expect(statusNote('In progress')).toBeNull();
    expect(statusNote('Not selected')).toBeNull();
    expect(statusNote('Withdrawn')).toBe(
      'Its personal data has been deleted; the employer keeps only anonymous counts.',
    );
  });

  it('offers withdrawing only while an application is in progress', () => {
    expect(canWithdraw(application('a', 'In progress'))).toBe(true);
    expect(canWithdraw(application('a', 'Not selected'))).toBe(false);
    expect(canWithdraw(application('a', 'Withdrawn'))).toBe(false);
  });

  it('knows when withdrawing leaves the organization no personal data', () => {
    const only = organization([application('a', 'In progress'), application('b', 'Withdrawn')]);
    expect(isLastIntactApplication(only, 'a')).toBe(true);
    const two = organization([application('a', 'In progress'), application('b', 'Not selected')]);
    expect(isLastIntactApplication(two, 'a')).toBe(false);
  });

  it('says what withdrawing deletes, and the contact details with the last one', () => {
    const two = organization([application('a', 'In progress'), application('b', 'In progress')]);
    expect(withdrawDescription(two, two.applications[0]!)).toBe(
      'Akwaaba Foods keeps only anonymous counts of it. Its personal data is deleted: the name, ' +
        'email and phone sent with it, your cover note and your resume. This cannot be undone.',
    );
    const only = organization([application('a', 'In progress')]);
    expect(withdrawDescription(only, only.applications[0]!)).toContain(
      'As it is your only application there, Akwaaba Foods will no longer hold your contact details either.',
    );
  });
});

describe('a link that does not work', () => {
  it("uses the server's message for a missing link too", () => {
    expect(LINK_INVALID_MESSAGE).toBe(
      'This link is invalid or has expired. Enter your email on the job page to get a new one.',
    );
  });
});
