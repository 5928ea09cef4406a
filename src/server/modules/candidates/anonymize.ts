import { sql } from 'drizzle-orm';
import { ERASED_CANDIDATE_NAME } from '../../../shared/privacy';
import { acrossOrganizations, type CrossOrganizationQuery } from '../../db/across-organizations';
import { queryRows, type DbOrTx } from '../../db/client';
import type { ContactVault } from './contact-vault';

/** What anonymising left to do outside the transaction: the files to delete. */
export interface Anonymized {
  applications: number;
  candidates: number;
  /** Resume files no row points to any more. */
  fileKeys: string[];
}

const ERASED_TEXT = '(erased)';

/**
 * Irreversibly anonymises applications of one organization, in the caller's
 * transaction: the contact sent with each (name, email, phone), its cover note and
 * resume file, the team's notes on it and the emails sent about it lose their
 * personal data; the rows stay, so counts, stages, analytics, unlocks and the credit
 * ledger stay right (a paid unlock stays paid). A person none of whose applications
 * in the organization is left intact is anonymised too: 'Erased candidate', no
 * contact, no resume, no skills. The files to delete are answered, for after commit.
 * `why` names why the caller may look across organizations (see anonymizeCandidates).
 */
export async function anonymizeApplications(
  tx: DbOrTx,
  vault: ContactVault,
  orgId: string,
  applicationIds: string[],
  why: CrossOrganizationQuery,
): Promise<Anonymized> {
  if (applicationIds.length === 0) return { applications: 0, candidates: 0, fileKeys: [] };
  const ids = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(applicationIds)}::jsonb))`;
  const applications = await queryRows<{ candidate_id: string; resume_file_key: string | null }>(
    tx,
    sql`
      update applications as a set
        submitted_full_name = null, submitted_email = null, submitted_phone = null,
        cover_note = null, resume_file_key = null, resume_file_type = null,
        resume_file_size = null, anonymized_at = now(), updated_at = now()
      from (select id, resume_file_key from applications
            where org_id = ${orgId} and id in ${ids} and anonymized_at is null
            for update) as old
      where a.org_id = ${orgId} and a.id = old.id
      returning a.candidate_id, old.resume_file_key
    `,
  );
  if (applications.length === 0) return { applications: 0, candidates: 0, fileKeys: [] };
  await tx.execute(sql`
    update application_notes set body = ${ERASED_TEXT}
    where org_id = ${orgId} and application_id in ${ids}
  `);
  await tx.execute(sql`
    update scorecards set notes = null
    where org_id = ${orgId} and application_id in ${ids}
  `);
  await tx.execute(sql`
    update email_messages
    set to_email = ${`erased@erased.invalid`}, to_email_index = null, subject = ${ERASED_TEXT},
      text = ${ERASED_TEXT}, calendar = null
    where org_id = ${orgId} and application_id in ${ids}
  `);
  const candidateIds = [...new Set(applications.map((row) => row.candidate_id))];
  const people = await anonymizeCandidates(tx, vault, orgId, candidateIds, why);
  const fileKeys = [...applications.map((row) => row.resume_file_key), ...people.fileKeys].filter(
    (key): key is string => key !== null,
  );
  return {
    applications: applications.length,
    candidates: people.candidates,
    fileKeys: await unreferencedKeys(tx, orgId, [...new Set(fileKeys)]),
  };
}

/**
 * Anonymises these people of one organization who have no intact application left
 * there: 'Erased candidate', no contact, no resume, no skills; what the local mail
 * adapter kept for their address goes too, unless someone else still has it: that
 * look is across organizations, for the reason `why` (the caller's: a platform task,
 * or the person's own request through their emailed link).
 */
export async function anonymizeCandidates(
  tx: DbOrTx,
  vault: ContactVault,
  orgId: string,
  candidateIds: string[],
  why: CrossOrganizationQuery,
): Promise<{ candidates: number; fileKeys: string[] }> {
  if (candidateIds.length === 0) return { candidates: 0, fileKeys: [] };
  const people = await queryRows<{ email: string; resume_file_key: string | null }>(
    tx,
    sql`
      update candidates as c set
        full_name = ${ERASED_CANDIDATE_NAME}, email = 'erased-' || c.id || '@erased.invalid',
        email_index = 'erased:' || c.id, contact_search = ''::tsvector, phone = null, location = null, profile_image_url = null, external_candidate_id = null,
        skills = '[]'::jsonb, resume_summary = null, resume_text = null, resume_file_key = null,
        resume_file_type = null, resume_file_size = null, resume_uploaded_at = null,
        anonymized_at = now(), updated_at = now()
      from (select id, email, resume_file_key from candidates
            where org_id = ${orgId} and anonymized_at is null
              and id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(candidateIds)}::jsonb))
              and not exists (select 1 from applications a
                              where a.org_id = candidates.org_id and a.candidate_id = candidates.id
                                and a.anonymized_at is null)
            for update) as old
      where c.org_id = ${orgId} and c.id = old.id
      returning old.email, old.resume_file_key
    `,
  );
  // Mail sent to them goes too, unless another organization still holds them intact.
  for (const person of people) {
    const email = vault.open('email', person.email);
    const [stillHeld] = await acrossOrganizations(why, () =>
      queryRows<{ id: string }>(
        tx,
        sql`select id from candidates
            where email_index in (select value from jsonb_array_elements_text(${JSON.stringify(vault.emailIndexes(email))}::jsonb))
              and anonymized_at is null limit 1`,
      ),
    );
    if (stillHeld) continue;
    await tx.execute(sql`
      update mail_outbox set "to" = 'erased@erased.invalid', to_index = null,
        subject = ${ERASED_TEXT}, text = ${ERASED_TEXT}, html = null
      where to_index in (select value from jsonb_array_elements_text(${JSON.stringify(vault.emailIndexes(email))}::jsonb))
    `);
  }
  return {
    candidates: people.length,
    fileKeys: await unreferencedKeys(
      tx,
      orgId,
      people.flatMap((person) => (person.resume_file_key ? [person.resume_file_key] : [])),
    ),
  };
}

/** Of these files (an organization's own), those none of its rows points to any more. */
async function unreferencedKeys(tx: DbOrTx, orgId: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await queryRows<{ key: string }>(
    tx,
    sql`
      select value as key from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)
      where not exists (select 1 from candidates where org_id = ${orgId} and resume_file_key = value)
        and not exists (
          select 1 from applications where org_id = ${orgId} and resume_file_key = value)
    `,
  );
  return rows.map((row) => row.key);
}
