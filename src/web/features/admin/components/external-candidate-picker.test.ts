import { describe, expect, it } from 'vitest';
import type { ExternalCandidateView } from '../../../../shared/careers-board';
import { lockedTo, lockStateOf, pickedContact } from './external-candidate-picker';

const seeker: ExternalCandidateView = {
  id: 'cand_1',
  name: 'Selasi Agbeko',
  fullName: 'Selasi Agbeko',
  email: 'selasi@seekers.example',
  phone: null,
  resumeUrl: null,
  sourceOrgName: null,
  appliedAt: null,
};

describe('picking a job seeker of the careers platform', () => {
  it('keeps manual entry free, waits for a pick, then holds what the board has', () => {
    expect(lockStateOf('manual', null, true)).toBe('free');
    expect(lockStateOf('external', null, true)).toBe('waiting');
    expect(lockStateOf('external', seeker, true)).toBe('picked');
    // A name the board lacks stays free to type.
    expect(lockStateOf('external', { ...seeker, name: null }, false)).toBe('free');
    expect(lockedTo('waiting')).toEqual({ disabled: true });
    expect(lockedTo('picked')).toMatchObject({ readOnly: true });
    expect(lockedTo('free')).toEqual({});
  });

  it('fills the contact from the pick, a missing name or phone as empty', () => {
    expect(pickedContact(seeker)).toEqual({
      name: 'Selasi Agbeko',
      email: 'selasi@seekers.example',
      phone: '',
    });
    expect(pickedContact({ ...seeker, name: null }).name).toBe('');
  });
});
