// What other parts of the app may use from the scorecards feature.
export { ScorecardDialog, type ScorecardTarget } from './components/scorecard-dialog';
export { RecommendationBadge } from './components/recommendation';
export { StarRating } from './components/star-rating';
export { averageRating, findMyScorecard, ratingText } from './components/scorecard-form';
export { submitScorecard, useSubmitScorecard } from './api/submit-scorecard';
