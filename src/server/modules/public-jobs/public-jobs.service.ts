import { PRIVACY_NOTICE_VERSION } from '../../../shared/privacy';
import type { ApplyData, ApplyResponse, PublicJobView } from '../../../shared/public';
import { and, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acrossOrganizations } from '../../db/across-organizations';
import { findJobByPublicSlug } from '../../db/public-names';
import type { DbOrTx } from '../../db/client';
import { AppError, isForeignKeyViolation } from '../../http/app-error';
import { GroupCommit } from '../../group-commit';
import type { RateLimitRule, Verdict } from '../../http/rate-limit';
import { InsertChain, type ChainResult } from '../../db/insert-chain';
import { chainApplications, createApplications } from '../applications/applications.service';
import { scoreNewApplication } from '../matching/matching.service';
import {
  chainNewCandidates,
  discardResume,
  findOrCreateCandidates,
  sealApplicant,
  sealMessage,
  sealSubmitted,
  storeResume,
  type SealedApplicant,
  type StoredResume,
} from '../candidates/candidates.service';
import {
  canChainSystemMessages,
  chainSystemMessages,
  recordSystemMessages,
  startDelivery,
  type RecordedMessage,
  type SealedMessage,
  type SystemMessage,
} from '../email/email-messages.service';
import { applicationConfirmationEmail } from '../email/platform-emails';
import { newAccessToken, type NewAccessToken } from '../candidates/my-data.service';
import * as repo from './public-jobs.repository';
import { toPublicJobView } from './public-jobs.views';

const ONE_HOUR = 60 * 60_000;

/**
 * The public job as response JSON. It is serialized once per cache fill: the page is
 * read far more often than it changes, and serializing a long description is most of
 * the cost of a hit.
 */
export async function getPublicJobJson(ctx: AppContext, slug: string): Promise<string> {
  const json = await ctx.publicJobCache.getOrLoad(slug, async () => {
    const found = await findPublishedJob(ctx, slug);
    return found ? JSON.stringify(found.view) : null;
  });
  if (!json) throw new AppError('public_job_not_found');
  return json;
}

/** A published job as stored (for its page's head) and as the public sees it; null when it is not. */
export async function findPublishedJob(ctx: AppContext, slug: string) {
  // The slug names the job and its organization (decision 0040); the job is then read
  // in its organization.
  const target = await findJobByPublicSlug(ctx.db, slug);
  const row = target ? await repo.findPublishedJob(ctx.db, target) : undefined;
  if (!row) return null;
  const view = toPublicJobView(row.job, {
    name: row.orgName,
    dataProtectionContactName: row.dataProtectionContactName,
    dataProtectionContactEmail: row.dataProtectionContactEmail,
    applicationRetentionMonths: row.applicationRetentionMonths,
  });
  return { job: row.job, view };
}

/**
 * Called when the organization's public face changes (its name, data-protection
 * contact, retention): each of its published jobs shows them.
 */
export async function forgetOrganizationJobs(ctx: AppContext, orgId: string): Promise<void> {
  for (const slug of await repo.findPublishedSlugsOf(ctx.db, orgId)) {
    await forgetPublicJob(ctx, slug);
  }
}

/** What the other processes are told when a public job changes: its slug. */
const PUBLIC_JOB_CHANGED = 'public-job-changed';

/**
 * Called whenever a job changes, once it is committed: this process forgets its page
 * at once, and the other server processes when the message reaches them (within
 * milliseconds; PUBLIC_JOB_CACHE_TTL bounds it if the message is lost), decision 0038.
 */
export async function forgetPublicJob(ctx: AppContext, slug: string): Promise<void> {
  forgetPublicJobHere(ctx, slug);
  await ctx.bus.publish(PUBLIC_JOB_CHANGED, slug);
}

function forgetPublicJobHere(ctx: AppContext, slug: string): void {
  ctx.publicJobCache.invalidate(slug);
  ctx.publicJobPageCache.invalidate(slug);
}

/** Forgets what other processes changed; everything, when their messages may have been lost. */
export function followPublicJobChanges(ctx: AppContext): void {
  ctx.bus.subscribe(PUBLIC_JOB_CHANGED, (slug) => forgetPublicJobHere(ctx, slug));
  ctx.bus.onResync(() => {
    ctx.publicJobCache.clear();
    ctx.publicJobPageCache.clear();
  });
}

/** A published job as its page needs it, and the page's body rendered once for it. */
export type PublicJobPageEntry = NonNullable<Awaited<ReturnType<typeof findPublishedJob>>> & {
  body: string;
};

/**
 * The published job and its page's body (what anyone sees before posting a form),
 * kept like the JSON: read far more often than it changes. Null when not published.
 */
export function getPublicJobPage(
  ctx: AppContext,
  slug: string,
  render: (view: PublicJobView) => string,
): Promise<PublicJobPageEntry | null> {
  return ctx.publicJobPageCache.getOrLoad(slug, async () => {
    const found = await findPublishedJob(ctx, slug);
    return found && { ...found, body: render(found.view) };
  });
}

/**
 * A public application: the candidate (deduplicated by email in the job's
 * organization, never changed by this unauthenticated request) and a LOCKED
 * application in the job's first stage that keeps what was sent with it (UNLOCKED
 * when the organization has pay-to-reveal off). Applying
 * twice to the same job changes nothing and answers exactly like the first time,
 * so the answer does not tell anyone whether an email has applied.
 *
 * Without a resume, the applications that arrive together are committed together
 * (decision 0043); each is committed before its answer.
 */
export async function applyToJob(
  ctx: AppContext,
  jobId: string,
  input: ApplyData,
  ip: string,
  resumeBytes: Uint8Array | null = null,
): Promise<{ created: boolean; response: ApplyResponse }> {
  // Without a resume, the address is counted with the group the application goes in.
  if (resumeBytes) await ctx.rateLimiter.enforce(applyRule(ctx), ip);
  const { created } = resumeBytes
    ? await applyWithResume(ctx, jobId, input, resumeBytes)
    : await applyGroupOf(ctx).submit({
        target: { id: jobId, orgId: null },
        input,
        sealed: sealApplicant(ctx, contactOf(input)),
        confirmation: sealConfirmation(ctx, jobId, input),
        ip,
      });
  return { created, response: { success: true, message: 'Application submitted!' } };
}

/**
 * The applicant's confirmation sealed before the application waits for its group, when
 * the job is kept (its title and organization's name are known then): sealed while
 * the group's statement is built, it held the database waiting for a fifth of that
 * time. Used only if the group writes the application from that same job.
 */
function sealConfirmation(
  ctx: AppContext,
  jobId: string,
  input: ApplyData,
): SealedConfirmation | undefined {
  const job = keptApplicationJobs(ctx).get(jobId);
  if (!job) return undefined;
  const { subject, text } = confirmationContent(job, input);
  const sealed = sealMessage(ctx, { toEmail: input.email, subject, text, calendar: null });
  return { job, subject, text, sealed, privateLink: newAccessToken(ctx, input.email) };
}

/**
 * A confirmation rendered and sealed before its group, with the private link it will
 * carry (stored with it, decision 0069), and the job it was written for.
 */
interface SealedConfirmation {
  job: JobToApplyTo;
  subject: string;
  text: string;
  sealed: SealedMessage;
  privateLink: NewAccessToken;
}

/** How many applications one address may send in an hour. */
const applyRule = (ctx: AppContext): RateLimitRule => ({
  name: 'apply:ip',
  limit: ctx.config.RATE_LIMIT_APPLY_PER_IP,
  windowMs: ONE_HOUR,
});

/** An application with its resume: the file is read and stored first, then the rows. */
async function applyWithResume(
  ctx: AppContext,
  jobId: string,
  input: ApplyData,
  resumeBytes: Uint8Array,
): Promise<{ created: boolean }> {
  // A resume is read and stored outside the transaction (the slow part; a refused file
  // stops here), in the job's organization: only then is the job read before it.
  const target = await findApplicationTarget(ctx, jobId);
  if (!target) throw new AppError('public_job_not_found');
  const resume = await storeResume(ctx, target.orgId, resumeBytes);
  let outcome: Awaited<ReturnType<typeof applyAlone>>;
  try {
    outcome = await applyAlone(ctx, { target, input, resume });
  } catch (error) {
    await discardResume(ctx, resume.resumeFileKey);
    throw error;
  }
  if (!outcome.isResumeKept) await discardResume(ctx, resume.resumeFileKey);
  return outcome;
}

/** One application in its own transaction, its confirmation's delivery started once committed. */
async function applyAlone(ctx: AppContext, application: NewPublicApplication) {
  const outcome = await writeAlone(ctx, application);
  startDelivery(ctx, outcome.messages);
  return outcome;
}

/** One application in its own transaction; the caller starts its confirmation's delivery. */
async function writeAlone(
  ctx: AppContext,
  application: NewPublicApplication,
): Promise<WrittenApplication> {
  try {
    return await insertApplication(
      ctx,
      application.target,
      application.input,
      application.resume ?? null,
    );
  } catch (error) {
    // The job was deleted between our read and the insert.
    if (isForeignKeyViolation(error, 'applications_job_id_jobs_id_fk')) {
      throw new AppError('public_job_not_found');
    }
    throw error;
  }
}

/** Each server context's applications waiting to be committed together. */
const applyGroups = new WeakMap<AppContext, GroupCommit<GroupApplication, WrittenApplication>>();

/**
 * One transaction of applications at a time, of up to 100. Decision 0043 has the
 * figures: under load most of the cost of an application was its own statements; and
 * decision 0055's: two at a time made the groups half as big for no gain.
 */
function applyGroupOf(ctx: AppContext) {
  let group = applyGroups.get(ctx);
  if (!group) {
    group = new GroupCommit((items) => applyTogether(ctx, items), { concurrency: 1, maxSize: 100 });
    applyGroups.set(ctx, group);
  }
  return group;
}

/**
 * Applications without resumes, their confirmations' delivery started once committed.
 * Their addresses are counted against the hourly limit before anything is written for
 * them (GroupAddresses). New people's are written in one statement for each
 * organization (decision 0056); the others (someone the organization knows already,
 * an organization with pay-to-reveal off) in one transaction. If that fails, each is
 * tried again alone, so one applicant's failure (a job deleted meanwhile, a deadlock)
 * is never another's.
 */
async function applyTogether(
  ctx: AppContext,
  items: GroupApplication[],
): Promise<Array<PromiseSettledResult<WrittenApplication>>> {
  const decided = new Map<number, PromiseSettledResult<WrittenApplication>>();
  const addresses = new GroupAddresses(ctx, items, decided);
  try {
    await writeNewApplicants(ctx, items, decided, addresses);
  } catch {
    // What it decided stands (its statements committed); the rest is written below.
  }
  if (!addresses.isCounted) await addresses.countAlone();
  const rest = items.map((_, index) => index).filter((index) => !decided.has(index));
  if (rest.length > 0) {
    const others = rest.map((index) => items[index]!);
    let written: Array<PromiseSettledResult<WrittenApplication>>;
    try {
      written = await ctx.db.transaction((tx) => writeApplications(ctx, tx, others));
    } catch {
      written = await Promise.allSettled(others.map((item) => writeAlone(ctx, item)));
    }
    rest.forEach((index, i) => decided.set(index, written[i]!));
  }
  const outcomes = items.map((_, index) => decided.get(index)!);
  startDelivery(
    ctx,
    outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value.messages : [])),
  );
  return outcomes;
}

/**
 * A group's addresses, each application counted against its address's hourly limit
 * once, before anything is written for it: by the first statement of new people when
 * there is one (decision 0060), else alone. An application past the limit is refused
 * (429) whatever else would have answered it, and nothing is written for it.
 */
class GroupAddresses {
  private counted = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly items: GroupApplication[],
    private readonly decided: Map<number, PromiseSettledResult<WrittenApplication>>,
  ) {}

  get isCounted(): boolean {
    return this.counted;
  }

  /**
   * The addresses counted by `chain`'s next step, so that the new people it then writes
   * (keyed by email index: `rowKeys`, the chained items') are only those within their
   * limit. `settle` refuses the others once the chain ran.
   */
  countIn(chain: InsertChain, rowKeys: Map<number, string>) {
    const hits = this.ctx.rateLimiter.chainHitEach(
      chain,
      applyRule(this.ctx),
      this.items.map((item, index) => ({ subject: item.ip, rowKey: rowKeys.get(index) ?? null })),
    );
    return {
      withinLimit: hits.withinLimit,
      settle: (result: ChainResult) => this.settle(hits.verdicts(result)),
    };
  }

  /** The addresses counted in a statement of their own. */
  async countAlone(): Promise<void> {
    this.settle(
      await this.ctx.rateLimiter.hitEach(
        applyRule(this.ctx),
        this.items.map((item) => item.ip),
      ),
    );
  }

  private settle(verdicts: Verdict[]): void {
    this.counted = true;
    verdicts.forEach(({ allowed, retryAfterSeconds }, index) => {
      if (allowed) return;
      this.decided.set(index, {
        status: 'rejected',
        reason: new AppError('rate_limited', { retryAfterSeconds }),
      });
    });
  }
}

/**
 * The applications of people new to their organization, each organization's in one
 * statement (decision 0056): the candidate, the application (LOCKED, scored), its
 * activity line and the confirmation email, all or none of them. The first of those
 * statements counts the group's addresses too (`addresses`). The unique key on the
 * candidate's email decides who is new: someone already there gets nothing from the
 * statement. Puts in `decided` the outcome of each item it decides, as soon as it is
 * decided (the refused included), so that what was committed stands if it fails later;
 * the others (someone already there, the same email twice, a data key rotating, a
 * statement that failed) are the caller's.
 */
async function writeNewApplicants(
  ctx: AppContext,
  items: GroupApplication[],
  decided: Map<number, PromiseSettledResult<WrittenApplication>>,
  addresses: GroupAddresses,
): Promise<void> {
  if (!canChainSystemMessages(ctx)) return;
  const jobs = await jobsOf(ctx, ctx.db, items, { useKept: true });
  const byOrganization = new Map<
    string,
    Array<Omit<ApplicationToWrite, 'item'> & { item: GroupApplication; sealed: SealedApplicant }>
  >();
  const emails = new Set<string>();
  items.forEach((item, index) => {
    const job = jobs.get(item.target.id);
    const refusal = refusalOf(job, OUR_PAGE);
    if (refusal || !job) {
      decided.set(index, { status: 'rejected', reason: refusal });
      return;
    }
    const { sealed } = item;
    if (!job.isPayToRevealEnabled) return;
    const email = `${job.orgId} ${sealed.candidate.emailIndex}`;
    if (emails.has(email)) return;
    emails.add(email);
    const entries = byOrganization.get(job.orgId) ?? [];
    entries.push({ index, job, item, sealed });
    byOrganization.set(job.orgId, entries);
  });

  for (const [orgId, all] of byOrganization) {
    // Those an earlier statement's count refused are not written.
    const entries = all.filter(({ index }) => !decided.has(index));
    if (entries.length === 0) continue;
    const chain = new InsertChain();
    const count = addresses.isCounted
      ? null
      : addresses.countIn(
          chain,
          new Map(entries.map(({ index, sealed }) => [index, sealed.candidate.emailIndex])),
        );
    const orgJobs = [...new Set(entries.map(({ job }) => job))];
    const newPeople = chainNewCandidates(
      ctx,
      chain,
      orgId,
      entries.map(({ item, sealed }) => ({
        contact: contactOf(item.input),
        sealed,
        source: OUR_PAGE.source,
      })),
      and(
        // The jobs may have been read a while ago: nothing is written unless they are as read.
        ...orgJobs.map(repo.isJobAsRead),
        count?.withinLimit(sql`r.email_index`),
      )!,
    );
    const chained = entries.flatMap((entry, i) => {
      const candidate = newPeople.candidates[i];
      return candidate ? [{ ...entry, candidate }] : [];
    });
    if (!newPeople.step || chained.length === 0) continue;
    const applications = chainApplications(
      chain,
      chained.map(({ job, item, sealed, candidate }) => ({
        orgId,
        jobId: job.id,
        jobTitle: job.title,
        candidateId: candidate.id,
        stage: job.stages[0]!,
        coverNote: item.input.coverNote,
        submitted: sealed.submitted,
        resume: null,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        score: scoreNewApplication(job, candidate.profile),
      })),
      newPeople.step,
    );
    const confirmations = chainSystemMessages(
      ctx,
      chain,
      chained.map(({ job, item, candidate }, i) =>
        confirmationOf(job, item.input, candidate.id, applications.ids[i]!, item.confirmation),
      ),
      applications.step,
    );
    let result: ChainResult;
    try {
      result = await chain.run(ctx.db);
    } catch {
      // Nothing of it was written (nor counted): the caller writes them.
      continue;
    }
    count?.settle(result);
    const step = newPeople.step;
    // Someone known already, or a job changed since it was read: read it again next time.
    for (const { job, candidate } of chained) {
      if (!result.isMade(step, candidate.id)) forgetApplicationJob(ctx, job.id);
    }
    const messages = new Map(
      confirmations.recorded(result).map((message) => [message.applicationId, message]),
    );
    chained.forEach(({ index, candidate }, i) => {
      if (!result.isMade(step, candidate.id)) return;
      decided.set(index, {
        status: 'fulfilled',
        value: {
          created: true,
          isResumeKept: false,
          messages: [messages.get(applications.ids[i]!)!],
          isCandidateNew: true,
        },
      });
    });
  }
}

/** Where an application came from, and what the careers board knows of it. */
export interface ApplicationOrigin {
  /** The candidate's source: 'shortlist_job_page' (our page) or 'job_page' (the careers board). */
  source: string;
  boardApplicationId?: string;
  externalCandidateId?: string;
  /** The careers board's applications may arrive after the job closed there. */
  isClosedJobAccepted?: boolean;
}

const OUR_PAGE: ApplicationOrigin = { source: 'shortlist_job_page' };

/** The job applied to: its id, and its organization when the caller has read it already. */
export interface ApplicationJob {
  id: string;
  orgId: string | null;
}

/** An application to write: to which job, what was sent, and where from (our page by default). */
interface NewPublicApplication {
  target: ApplicationJob;
  input: ApplyData;
  /** What was sent sealed already, when the caller did it before waiting for a transaction. */
  sealed?: SealedApplicant;
  resume?: StoredResume | null;
  origin?: ApplicationOrigin;
}

/** An application of a group: from our page, sealed already, without a resume, with its address. */
interface GroupApplication extends Omit<NewPublicApplication, 'sealed' | 'resume' | 'origin'> {
  sealed: SealedApplicant;
  /** The address it came from, counted against the hourly limit with the group's. */
  ip: string;
  confirmation?: SealedConfirmation;
}

/** What writing an application did, and its messages, whose delivery starts once committed. */
interface WrittenApplication {
  created: boolean;
  isResumeKept: boolean;
  messages: RecordedMessage[];
  isCandidateNew: boolean;
}

/**
 * The application in one transaction: the candidate (deduplicated by email in the
 * organization), the LOCKED application in the job's first stage (the unique keys
 * decide, so a repeat makes nothing), and the applicant's confirmation email in the
 * outbox with its delivery queued. Returns the messages, whose delivery the caller
 * starts once committed (startDelivery).
 */
export async function insertApplication(
  ctx: AppContext,
  job: ApplicationJob,
  input: ApplyData,
  resume: StoredResume | null,
  origin: ApplicationOrigin = OUR_PAGE,
): Promise<WrittenApplication> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [outcome] = await writeApplications(ctx, tx, [{ target: job, input, resume, origin }]);
      if (outcome!.status === 'rejected') throw outcome!.reason;
      const written = outcome!.value;
      if (!written.created && written.isCandidateNew) throw new RepeatedApplication();
      return written;
    });
  } catch (error) {
    if (error instanceof RepeatedApplication) {
      return { created: false, isResumeKept: false, messages: [], isCandidateNew: false };
    }
    throw error;
  }
}

/**
 * The board's application id was taken by another candidate record (the seeker changed
 * their email on the board): the candidate just made for it is rolled back with it.
 */
class RepeatedApplication extends Error {}

/** The contact an applicant sent. */
const contactOf = (input: ApplyData) => ({
  fullName: input.fullName,
  email: input.email,
  phone: input.phone,
});

/** A job as an application reads it: its organization, status, stages and what it asks for. */
type JobToApplyTo = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/** Why an application to this job is refused, if it is. */
function refusalOf(job: JobToApplyTo | undefined, origin: ApplicationOrigin): AppError | null {
  if (!job) return new AppError('public_job_not_found');
  if (job.status === 'DRAFT') return new AppError('job_not_published_yet');
  if (job.status === 'CLOSED' && !origin.isClosedJobAccepted) return new AppError('job_closed');
  return null;
}

/**
 * Applications in the caller's transaction, in a few statements whatever their number:
 * their jobs read once each; then for each organization its candidates, applications
 * (scored from what was read), activity lines and confirmation emails (their delivery
 * queued with them). One outcome per application, in order: a refused one (no such
 * job, a draft, closed) is refused alone.
 */
async function writeApplications(
  ctx: AppContext,
  tx: DbOrTx,
  items: NewPublicApplication[],
): Promise<Array<PromiseSettledResult<WrittenApplication>>> {
  const jobs = await jobsOf(ctx, tx, items, { useKept: false });
  const outcomes: Array<PromiseSettledResult<WrittenApplication>> = [];
  const byOrganization = new Map<string, ApplicationToWrite[]>();
  items.forEach((item, index) => {
    const job = jobs.get(item.target.id);
    const refusal = refusalOf(job, item.origin ?? OUR_PAGE);
    if (refusal || !job) {
      outcomes[index] = { status: 'rejected', reason: refusal };
      return;
    }
    const entries = byOrganization.get(job.orgId) ?? [];
    entries.push({ index, job, item });
    byOrganization.set(job.orgId, entries);
  });

  for (const [orgId, entries] of byOrganization) {
    const contacts = entries.map(({ item }) => contactOf(item.input));
    const candidates = await findOrCreateCandidates(
      ctx,
      tx,
      orgId,
      entries.map(({ item }, i) => ({
        contact: contacts[i]!,
        sealed: item.sealed,
        source: (item.origin ?? OUR_PAGE).source,
        resume: item.resume ?? null,
        externalCandidateId: item.origin?.externalCandidateId ?? null,
      })),
    );
    const created = await createApplications(
      tx,
      entries.map(({ job, item }, i) => {
        const origin = item.origin ?? OUR_PAGE;
        return {
          orgId,
          jobId: job.id,
          jobTitle: job.title,
          candidateId: candidates[i]!.id,
          stage: job.stages[0]!,
          coverNote: item.input.coverNote,
          submitted: item.sealed?.submitted ?? sealSubmitted(ctx, contacts[i]!),
          resume: item.resume ?? null,
          boardApplicationId: origin.boardApplicationId ?? null,
          // Our form shows the notice beside its button: applying acknowledges it.
          privacyNoticeVersion:
            origin.source === 'shortlist_job_page' ? PRIVACY_NOTICE_VERSION : null,
          score: scoreNewApplication(job, candidates[i]!),
        };
      }),
      // The setting is the organization's: the same for all of its jobs.
      { addedBy: 'candidate', isPayToRevealEnabled: entries[0]!.job.isPayToRevealEnabled },
    );
    const confirmed = entries.flatMap(({ job, item }, i) => {
      const application = created[i];
      if (!application) return [];
      return [confirmationOf(job, item.input, candidates[i]!.id, application.id)];
    });
    const messages = await recordSystemMessages(ctx, tx, confirmed);
    let next = 0;
    entries.forEach(({ index }, i) => {
      const isCreated = created[i] !== undefined;
      outcomes[index] = {
        status: 'fulfilled',
        value: {
          created: isCreated,
          isResumeKept: isCreated,
          messages: isCreated ? [messages[next++]!] : [],
          isCandidateNew: candidates[i]!.isNew,
        },
      };
    });
  }
  return outcomes;
}

/** An application to write, with the job it goes to (read) and its place in the group. */
interface ApplicationToWrite {
  index: number;
  job: JobToApplyTo;
  item: NewPublicApplication;
}

/**
 * Published jobs as applications read them, kept by each server context (decision
 * 0057): a crowd applying to a job reads it once, not once for every group. What is
 * written from a kept job is written only if the job is still as read
 * (repo.isJobAsRead); when it is not (closed, edited, its organization's settings
 * changed) nothing is, the job is forgotten, and the applications are written from a
 * fresh read. A refusal always comes from a fresh read.
 */
const applicationJobs = new WeakMap<AppContext, Map<string, JobToApplyTo>>();
const APPLICATION_JOBS_KEPT = 1_000;

function keptApplicationJobs(ctx: AppContext): Map<string, JobToApplyTo> {
  let kept = applicationJobs.get(ctx);
  if (!kept) {
    kept = new Map();
    applicationJobs.set(ctx, kept);
  }
  return kept;
}

function keepApplicationJob(ctx: AppContext, job: JobToApplyTo): void {
  const kept = keptApplicationJobs(ctx);
  kept.delete(job.id);
  if (job.status !== 'PUBLISHED') return;
  if (kept.size >= APPLICATION_JOBS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(job.id, job);
}

function forgetApplicationJob(ctx: AppContext, jobId: string): void {
  keptApplicationJobs(ctx).delete(jobId);
}

/**
 * The items' jobs, each read once in `db` (undefined: no such job) and kept when
 * published; with `useKept`, a job kept already is taken as kept instead.
 */
async function jobsOf(
  ctx: AppContext,
  db: DbOrTx,
  items: NewPublicApplication[],
  { useKept }: { useKept: boolean },
) {
  const kept = keptApplicationJobs(ctx);
  const jobs = new Map<string, JobToApplyTo | undefined>();
  for (const { target } of items) {
    if (jobs.has(target.id)) continue;
    const job = useKept ? kept.get(target.id) : undefined;
    if (job && (target.orgId === null || target.orgId === job.orgId)) {
      jobs.set(target.id, job);
      continue;
    }
    const read = await findJob(db, target.id, target.orgId);
    if (read) keepApplicationJob(ctx, read);
    jobs.set(target.id, read);
  }
  return jobs;
}

/**
 * The applicant's confirmation: it tells them the application arrived and what happens
 * next, is delivered like every candidate email and shows on the candidate's timeline.
 * `before`: what the request rendered and sealed before its group (sealConfirmation).
 */
function confirmationOf(
  job: JobToApplyTo,
  input: ApplyData,
  candidateId: string,
  applicationId: string,
  before?: SealedConfirmation,
): SystemMessage {
  return {
    orgId: job.orgId,
    kind: 'application_confirmation',
    senderId: null,
    toEmail: input.email,
    // What was sealed before the group stands only for the very job it is written from.
    ...(before?.job === job
      ? {
          subject: before.subject,
          text: before.text,
          sealed: before.sealed,
          privateLink: before.privateLink,
        }
      : confirmationContent(job, input)),
    candidateId,
    applicationId,
  };
}

/** The confirmation's subject and text. */
function confirmationContent(job: JobToApplyTo, input: ApplyData) {
  return applicationConfirmationEmail({
    candidateName: input.fullName,
    jobTitle: job.title,
    orgName: job.orgName,
  });
}

/**
 * The job an application would go to, with its organization (undefined when there is
 * none). Named by its id alone, it is looked for in every organization; with `orgId`
 * (a caller that knows it), only in that one.
 */
export function findApplicationTarget(ctx: AppContext, jobId: string, orgId?: string) {
  return findJob(ctx.db, jobId, orgId ?? null);
}

/** The job by its id: in its organization when known, else the public lookup by id. */
function findJob(db: DbOrTx, jobId: string, orgId: string | null) {
  if (orgId !== null) return repo.findJobForApplication(db, jobId, orgId);
  return acrossOrganizations('public job lookup', () => repo.findJobForApplication(db, jobId));
}
