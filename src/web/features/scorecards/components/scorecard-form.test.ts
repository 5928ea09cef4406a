import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CRITERIA,
  scorecardSchema,
  type ScorecardView,
} from '../../../../shared/interviews';
import {
  ALREADY_ON_SCORECARD,
  averageRating,
  findMyScorecard,
  MAX_CRITERIA,
  scorecardFormDefaults,
  toScorecardRequest,
  validateScorecardForm,
  type ScorecardFormValues,
} from './scorecard-form';

const subject = {
  applicationId: '0b9f2c1e-4a43-4f43-9a53-5b1d5d0c7a11',
  interviewId: '7c1e2d3f-5b64-4c54-8b64-6c2e6e1d8b22',
};

const blank = (): ScorecardFormValues => scorecardFormDefaults(null);

const earlier: ScorecardView = {
  id: 'a1',
  applicationId: subject.applicationId,
  interviewId: subject.interviewId,
  interviewType: 'Technical Interview',
  overallRating: 4,
  criteria: [
    { name: 'communication', rating: 3 },
    { name: 'Leadership', rating: 5 },
  ],
  notes: 'Clear thinker.',
  recommendation: 'YES',
  submittedAt: '2025-10-14T10:00:00.000Z',
  submittedBy: { id: 'member-1', name: 'Abena Darko' },
};

describe('scorecard form defaults', () => {
  it('starts blank with the suggested criteria, unrated', () => {
    expect(blank()).toEqual({
      overallRating: null,
      criteria: DEFAULT_CRITERIA.map((name) => ({ name, rating: null, isCustom: false })),
      notes: '',
      recommendation: '',
    });
  });

  it("starts from the member's earlier scorecard: suggested criteria rated, others added after", () => {
    const values = scorecardFormDefaults(earlier);
    expect(values.overallRating).toBe(4);
    expect(values.recommendation).toBe('YES');
    expect(values.notes).toBe('Clear thinker.');
    expect(values.criteria).toEqual([
      { name: 'Skills', rating: null, isCustom: false },
      { name: 'Experience', rating: null, isCustom: false },
      { name: 'Communication', rating: 3, isCustom: false },
      { name: 'Problem solving', rating: null, isCustom: false },
      { name: 'Leadership', rating: 5, isCustom: true },
    ]);
  });
});

describe('scorecard request', () => {
  it('sends only the rated criteria, and an added one that was started', () => {
    const values = blank();
    values.overallRating = 5;
    values.recommendation = 'STRONG_YES';
    values.criteria[1]!.rating = 4;
    values.criteria.push({ name: 'Leadership', rating: 3, isCustom: true });
    values.criteria.push({ name: '  ', rating: null, isCustom: true });
    const { body, rowOf } = toScorecardRequest(values, subject);
    expect(body).toMatchObject({
      ...subject,
      overallRating: 5,
      recommendation: 'STRONG_YES',
      criteria: [
        { name: 'Experience', rating: 4 },
        { name: 'Leadership', rating: 3 },
      ],
    });
    expect(rowOf).toEqual([1, 4]);
  });

  it('passes a valid form through the shared schema', () => {
    const values = blank();
    values.overallRating = 3;
    values.recommendation = 'NO';
    values.notes = '  ';
    const result = validateScorecardForm(values, { ...subject, interviewId: null });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      applicationId: subject.applicationId,
      interviewId: null,
      overallRating: 3,
      criteria: [],
      notes: null,
      recommendation: 'NO',
    });
  });
});

describe('scorecard validation', () => {
  it("shows the server's messages on the fields they are about", () => {
    const values = blank();
    values.criteria.push({ name: 'Leadership', rating: null, isCustom: true });
    values.criteria.push({ name: '', rating: 2, isCustom: true });
    const { errors } = validateScorecardForm(values, subject);
    expect(errors.overallRating?.message).toBe('Choose a rating from 1 to 5');
    expect(errors.recommendation?.message).toBe('Choose a recommendation');
    expect(errors.criteria?.[4]?.rating?.message).toBe('Choose a rating from 1 to 5');
    expect(errors.criteria?.[5]?.name?.message).toBe('Name the criterion');
    // The suggested criteria left unrated are not errors.
    expect(errors.criteria?.[0]).toBeUndefined();
  });

  it('refuses a criterion named twice', () => {
    const values = blank();
    values.overallRating = 4;
    values.recommendation = 'YES';
    values.criteria[0]!.rating = 4;
    values.criteria.push({ name: ' skills ', rating: 2, isCustom: true });
    const { errors } = validateScorecardForm(values, subject);
    expect(errors.criteria?.[4]?.name?.message).toBe(ALREADY_ON_SCORECARD);
  });

  it('keeps the criteria limit the same as the schema', () => {
    const criteria = Array.from({ length: MAX_CRITERIA + 1 }, (_, i) => ({
      name: `C${i}`,
      rating: 3,
    }));
    const base = { ...subject, overallRating: 3, recommendation: 'YES' };
    expect(
      scorecardSchema.safeParse({ ...base, criteria: criteria.slice(0, MAX_CRITERIA) }).success,
    ).toBe(true);
    expect(scorecardSchema.safeParse({ ...base, criteria }).success).toBe(false);
  });
});

describe('scorecard summaries', () => {
  it('averages overall ratings to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ overallRating: 4 }, { overallRating: 3 }, { overallRating: 3 }])).toBe(
      3.3,
    );
  });

  it("finds the member's own scorecard of an interview, never a general one", () => {
    const general = { ...earlier, id: 'a2', interviewId: null };
    const someoneElse = { ...earlier, id: 'a3', submittedBy: { id: 'member-2', name: 'Kofi' } };
    const cards = [general, someoneElse, earlier];
    expect(findMyScorecard(cards, subject.interviewId, 'member-1')?.id).toBe('a1');
    expect(findMyScorecard(cards, subject.interviewId, 'member-3')).toBeNull();
    expect(findMyScorecard(cards, null, 'member-1')).toBeNull();
  });
});
