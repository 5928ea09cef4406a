import type { EmailMessageView } from '../../../shared/email';
import type { ApplicationMessageRow } from './email-messages.repository';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The address and each word of the name (two letters or more), wherever they appear. */
function maskContact(text: string, row: ApplicationMessageRow): string {
  const words = [row.toEmail, ...(row.candidateName ?? '').split(/\s+/)].filter(
    (word) => word.length >= 2,
  );
  return words.reduce(
    (masked, word) => masked.replace(new RegExp(escapeRegExp(word), 'gi'), '•••'),
    text,
  );
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
