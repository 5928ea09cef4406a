/**
 * The interviews feature's root key (every list and single interview starts
 * with it). Kept here rather than imported because that feature imports this
 * one (its cards open the scorecard dialog); keys.test.ts holds the two together.
 */
export const INTERVIEWS_ROOT_KEY = ['/api/v1/interviews'] as const;
