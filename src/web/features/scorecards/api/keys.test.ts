import { describe, expect, it } from 'vitest';
import { INTERVIEWS_ROOT_KEY as interviewsFeatureRoot } from '../../interviews';
import { INTERVIEWS_ROOT_KEY } from './keys';

describe('scorecard query keys', () => {
  it("refreshes the interviews feature's lists after a scorecard", () => {
    expect(INTERVIEWS_ROOT_KEY).toEqual(interviewsFeatureRoot);
  });
});
