// What other parts of the app may use from the email feature.
export { ComposeEmailDialog } from './components/compose-email-dialog';
export { recipientsOf, type EmailRecipient } from './components/compose-email';
export { EmailMessageSummary } from './components/email-message-summary';
export { useEmailMessages, useRetryEmailMessage } from './api/email-messages';
