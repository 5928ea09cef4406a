// What other parts of the app may use from the applications feature.
export {
  APPLICATIONS_ROOT_KEY,
  CANDIDATES_ROOT_KEY,
  applicationQueryKey,
  applicationsRootKeys,
  candidatesQueryKey,
  REFUND_ALLOWANCE_QUERY_KEY,
  type CandidatesQuery,
} from './api/keys';
export { refreshAfterApplicationChange } from './api/application-cache';
export { applicationQueryOptions, fetchApplication, useApplication } from './api/application';
export {
  candidatesPath,
  candidatesQueryOptions,
  fetchCandidates,
  normalizeCandidatesQuery,
  useCandidates,
} from './api/candidates';
export {
  newIdempotencyKey,
  unlockApplication,
  useUnlockApplication,
  type UnlockVariables,
} from './api/unlock-application';
export {
  advanceApplication,
  useAdvanceApplication,
  type AdvanceVariables,
} from './api/advance-application';
export {
  rejectApplication,
  useRejectApplication,
  type RejectVariables,
} from './api/reject-application';
export { refundUnlock, useRefundUnlock, type RefundVariables } from './api/refund-unlock';
export { addNote, useAddNote } from './api/add-note';
export {
  fetchRefundAllowance,
  refundAllowanceQueryOptions,
  useRefundAllowance,
} from './api/refund-allowance';
export { downloadResume, useDownloadResume } from './api/download-resume';
export { ResumeDownload } from './components/resume-download';
export { UnlockDialog, unlockedToastText } from './components/unlock-dialog';
export { RejectDialog } from './components/reject-dialog';
export { RefundDialog } from './components/refund-dialog';
export { CandidateSkills } from './components/candidate-skills';
export { ContactDetails } from './components/contact-details';
export {
  candidateDisplayName,
  candidateInitials,
  experienceText,
  maskedSkillCount,
  nextStageOf,
  refundDeadline,
  yearsOfExperienceText,
} from './components/candidate-display';
