import type { EmailMessageView } from '../../../shared/email';
import { maskContactDetails } from '../applications/applications.service';
import type { Revealed } from '../candidates/candidates.service';
import type { ApplicationMessageRow as StoredMessageRow } from './email-messages.repository';

/** A message of an application, its candidate's name revealed (candidates module). */
type ApplicationMessageRow = Revealed<StoredMessageRow>;

/** The address and every part of the name, with any other address, link or number. */
function maskContact(text: string, row: ApplicationMessageRow): string {
  return maskContactDetails(text, { names: [row.fullName], emails: [row.toEmail] });
}

/**
 * The messages of an application. Once the application is locked again (its unlock
 * refunded), a message to the candidate no longer says their address or name
 * (DESIGN.md 6); its status stays visible.
 */
export function toEmailMessageViews(
  rows: ApplicationMessageRow[],
  isUnlocked: boolean,
): EmailMessageView[] {
  return rows.map((row) => {
    const isToCandidate = row.candidateId !== null;
    const isMasked = isToCandidate && !isUnlocked;
    return {
      id: row.id,
      subject: isMasked ? maskContact(row.subject, row) : row.subject,
      toEmail: isMasked ? null : row.toEmail,
      isToCandidate,
      kind: row.kind,
      status: row.status,
      attempts: row.attempts,
      lastError: isMasked && row.lastError ? maskContact(row.lastError, row) : row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      senderName: row.senderName,
    };
  });
}
