import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRows } from '../../db/insert-rows';
import { mailOutbox } from '../../db/schema';
import { Sealed } from '../../db/sealed';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The message carries a secret (e.g. a reset link) that is useless after this time:
   * its stored text is removed once delivered over SMTP, or at this time at the latest.
   */
  secretUntil?: Date;
  /** An iCalendar invite (RFC 5546), sent as a text/calendar part and an invite.ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

const REDACTED = new Sealed(
  '[Removed: this message held a link that has expired or was delivered.]',
);

/** How a message leaves the building; the outbox row is written first either way. */
export interface MailTransport {
  readonly name: string;
  deliver(message: MailMessage & { from: string }): Promise<void>;
  /** Closes open connections (a pooled SMTP transport) at shutdown. */
  close?(): void;
}

/** Seals what the outbox keeps (the candidates module's outboxSealer); the Mailer never opens it. */
export interface OutboxSealer {
  seal(message: { to: string; subject: string; text: string; html: string | null }): {
    to: Sealed;
    toIndex: string;
    subject: Sealed;
    text: Sealed;
    html: Sealed | null;
  };
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Every message is recorded in the database outbox before delivery, so nothing is
 * lost offline. Without SMTP the outbox is the destination (and the log shows it);
 * with SMTP, delivery runs after the request and its outcome is recorded.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly from: string,
    private readonly logger: Logger,
    private readonly sealer: OutboxSealer,
    private readonly transport?: MailTransport,
  ) {}

  get transportName(): string {
    return this.transport?.name ?? 'outbox';
  }

  /**
   * Records the message and delivers it. `keepInOutbox`: the outbox is its destination
   * even with SMTP (a demo organization's mail never reaches a real inbox).
   * `awaitDelivery`: waits for the mail server's answer and returns its refusal (a
   * test email); otherwise delivery runs after the caller and null is returned.
   */
  async send(
    message: MailMessage,
    options: { keepInOutbox?: boolean; awaitDelivery?: boolean } = {},
  ): Promise<Error | null> {
    const transport = options.keepInOutbox ? undefined : this.transport;
    const { secretUntil, calendar: _calendar, ...content } = message;
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        ...this.sealer.seal({ ...content, html: content.html ?? null }),
        transport: transport?.name ?? 'outbox',
        redactAfter: secretUntil ?? null,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('Outbox insert returned no row');
    if (!transport) {
      this.logger.info(
        { to: message.to, subject: message.subject, outboxId: row.id },
        options.keepInOutbox
          ? 'Mail kept in the outbox (demo)'
          : 'Mail kept in the outbox (no SMTP_URL)',
      );
      this.logger.info({ text: message.text }, 'Outbox message text');
      return null;
    }
    const outcome = this.deliver(row.id, message);
    if (options.awaitDelivery) return outcome;
    const delivery = outcome.then(() => undefined).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return null;
  }

  /** Delivers a recorded message and records the outcome; answers the failure, if any. */
  private async deliver(id: string, message: MailMessage): Promise<Error | null> {
    try {
      const { secretUntil, ...content } = message;
      await this.transport!.deliver({ ...content, from: this.from });
      await this.db
        .update(mailOutbox)
        .set({ sentAt: new Date(), ...(secretUntil ? { text: REDACTED, html: null } : {}) })
        .where(eq(mailOutbox.id, id));
      return null;
    } catch (error) {
      this.logger.error({ err: error, outboxId: id }, 'Mail delivery failed');
      await this.db
        .update(mailOutbox)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, id));
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  /**
   * Delivers messages another table already records (candidate emails), for a queue
   * worker: over SMTP each on its own, answering in order null or the delivery error;
   * without SMTP the outbox is the destination, written in one statement.
   */
  async deliverRecorded(
    messages: MailMessage[],
    options: { keepInOutbox?: boolean } = {},
  ): Promise<Array<Error | null>> {
    if (messages.length === 0) return [];
    const transport = options.keepInOutbox ? undefined : this.transport;
    if (!transport) {
      // One prepared statement whatever the number of messages (insertRows, decision 0044).
      await this.db.execute(
        insertRows(
          mailOutbox,
          messages.map(({ calendar: _calendar, secretUntil, ...content }) => ({
            ...this.sealer.seal({ ...content, html: content.html ?? null }),
            transport: 'outbox',
            redactAfter: secretUntil ?? null,
          })),
        ),
      );
      return messages.map(() => null);
    }
    const outcomes = await Promise.allSettled(
      messages.map(({ secretUntil: _secretUntil, ...message }) =>
        transport.deliver({ ...message, from: this.from }),
      ),
    );
    return outcomes.map((outcome) =>
      outcome.status === 'fulfilled'
        ? null
        : outcome.reason instanceof Error
          ? outcome.reason
          : new Error(String(outcome.reason)),
    );
  }

  /** Removes the text of messages whose secret has expired; called by housekeeping. */
  async redactExpired(): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ text: REDACTED, html: null, redactAfter: null })
      .where(lte(mailOutbox.redactAfter, sql`now()`));
  }

  /** Waits for deliveries in flight: used at shutdown and by tests. */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** At shutdown, after the last delivery: closes the transport's connections. */
  async close(): Promise<void> {
    await this.flush();
    this.transport?.close?.();
  }
}
