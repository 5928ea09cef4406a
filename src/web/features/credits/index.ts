// What other parts of the app may use from the credits feature.
export { CREDITS_QUERY_KEY, creditsQueryOptions, useCredits } from './api/credits';
export { CostSummary, CreditsShortNotice } from './components/cost-summary';
