import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, sessions } from '../../db/schema';
import type { UserView } from '../../../shared/auth';
import type { InvitationView, MemberView, OrganizationSettingsView } from '../../../shared/team';
import {
  Client,
  createEmployer,
  createMember,
  createPublishedJob,
  outboxMail,
  unique,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/setup/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_AUTH_PER_IP: '10000' });
});
afterAll(() => app.close());

async function invitationMailTo(email: string) {
  const rows = await outboxMail(app, email);
  const mail = rows.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return { ...mail, token: /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]! };
}

async function invite(
  client: Client,
  role = 'RECRUITER',
  email = `${unique('invitee')}@example.test`,
) {
  const response = await client.post('/api/v1/organization/invitations', { email, role });
  return { response, email };
}

async function acceptAs(token: string, name = 'Yaw Boateng', password = 'a good password') {
  const client = new Client(app);
  const response = await client.post('/api/v1/invitation/accept', { token, name, password });
  return { client, response };
}

describe('organization profile', () => {
  it('shows the profile and members to a member, and lets only an admin change it', async () => {
    const admin = await createEmployer(app, { orgName: 'Volta Fintech', name: 'Akosua Mensah' });
    const recruiter = await createMember(app, admin.orgId, 'RECRUITER');
    await createEmployer(app); // another organization's members never show

    const settings = (await recruiter.client.get('/api/v1/organization')).json();
    expect(settings).toEqual<OrganizationSettingsView>({
      organization: {
        id: admin.orgId,
        name: 'Volta Fintech',
        slug: 'volta-fintech',
        dataProtectionContactName: null,
        dataProtectionContactEmail: null,
        applicationRetentionMonths: 12,
      },
      members: [
        expect.objectContaining({ id: admin.user.id, name: 'Akosua Mensah', role: 'ADMIN' }),
        expect.objectContaining({ id: recruiter.user.id, role: 'RECRUITER' }),
      ],
    });

    // Signing up counts as signing in.
    expect(settings.members[0].lastLoginAt).not.toBeNull();

    const update = { name: 'Volta Pay', slug: 'volta-pay' };
    expect((await recruiter.client.patch('/api/v1/organization', update)).statusCode).toBe(403);
    const updated = await admin.client.patch('/api/v1/organization', update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().organization).toEqual({
      id: admin.orgId,
      ...update,
      dataProtectionContactName: null,
      dataProtectionContactEmail: null,
      applicationRetentionMonths: 12,
    });
  });

  it('keeps a data-protection contact that candidates see on the public job page', async () => {
    const admin = await createEmployer(app, { orgName: unique('Accra Clinics') });
    const { slug } = (await admin.client.get('/api/v1/organization')).json().organization;
    const job = await createPublishedJob(admin.client);

    const bad = await admin.client.patch('/api/v1/organization', {
      name: 'Accra Clinics',
      slug,
      dataProtectionContactEmail: 'not-an-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors).toEqual({
      dataProtectionContactEmail: ['Please enter a valid email'],
    });

    const saved = await admin.client.patch('/api/v1/organization', {
      name: 'Accra Clinics',
      slug,
      dataProtectionContactName: ' Adwoa Frimpong ',
      dataProtectionContactEmail: 'Privacy@AccraClinics.example',
    });
    expect(saved.json().organization).toMatchObject({
      dataProtectionContactName: 'Adwoa Frimpong',
      dataProtectionContactEmail: 'privacy@accraclinics.example',
    });
    const publicJob = (await new Client(app).get(`/api/v1/public/jobs/${job.publicSlug}`)).json();
    expect(publicJob.organization).toEqual({
      name: 'Accra Clinics',
      dataProtectionContactName: 'Adwoa Frimpong',
      dataProtectionContactEmail: 'privacy@accraclinics.example',
      applicationRetentionMonths: 12,
    });

    // Leaving the fields out keeps them; sending them blank clears them.
    await admin.client.patch('/api/v1/organization', { name: 'Accra Clinics', slug });
    const kept = (await admin.client.get('/api/v1/organization')).json().organization;
    expect(kept.dataProtectionContactEmail).toBe('privacy@accraclinics.example');
    await admin.client.patch('/api/v1/organization', {
      name: 'Accra Clinics',
      slug,
      dataProtectionContactName: '',
      dataProtectionContactEmail: '',
    });
    const cleared = (await admin.client.get('/api/v1/organization')).json().organization;
    expect(cleared).toMatchObject({
      dataProtectionContactName: null,
      dataProtectionContactEmail: null,
    });
  });

  it('keeps applications of closed jobs as long as the admin sets, 1 to 120 months', async () => {
    const admin = await createEmployer(app);
    const { slug, name } = (await admin.client.get('/api/v1/organization')).json().organization;
    const job = await createPublishedJob(admin.client);
    const publicNotice = async () =>
      (await new Client(app).get(`/api/v1/public/jobs/${job.publicSlug}`)).json().organization;
    expect((await publicNotice()).applicationRetentionMonths).toBe(12);
    for (const months of [0, 121, 2.5, 'soon']) {
      const bad = await admin.client.patch('/api/v1/organization', {
        name,
        slug,
        applicationRetentionMonths: months,
      });
      expect(bad.statusCode, String(months)).toBe(400);
      expect(bad.json().details.fieldErrors).toEqual({
        applicationRetentionMonths: ['Keep applications between 1 and 120 months'],
      });
    }
    const saved = await admin.client.patch('/api/v1/organization', {
      name,
      slug,
      applicationRetentionMonths: '6',
    });
    expect(saved.json().organization.applicationRetentionMonths).toBe(6);
    // The job's page, cached a moment ago, tells applicants the new period at once.
    expect((await publicNotice()).applicationRetentionMonths).toBe(6);
    // Left out, it stays.
    await admin.client.patch('/api/v1/organization', { name, slug });
    const kept = (await admin.client.get('/api/v1/organization')).json().organization;
    expect(kept.applicationRetentionMonths).toBe(6);
  });

  it('refuses a malformed or taken slug with the field message and 409', async () => {
    const admin = await createEmployer(app);
    const other = await createEmployer(app, { orgName: unique('Taken Slug') });
    const otherSlug = (await other.client.get('/api/v1/organization')).json().organization.slug;

    const bad = await admin.client.patch('/api/v1/organization', {
      name: 'X',
      slug: 'Not a slug!',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors.slug).toEqual([
      'Use 2 to 60 lower-case letters, digits and single hyphens',
    ]);
    const taken = await admin.client.patch('/api/v1/organization', { name: 'X', slug: otherSlug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('slug_taken');
  });
});

describe('invitations', () => {
  it('emails a single-use link valid 7 days; the invitee sets name and password and is signed in', async () => {
    const admin = await createEmployer(app, { orgName: 'Kumasi Logistics', name: 'Kofi Asante' });
    const { response, email } = await invite(admin.client, 'HM');
    expect(response.statusCode).toBe(201);
    const { invitation } = response.json() as { invitation: InvitationView };
    expect(invitation).toMatchObject({ email, role: 'HM', invitedByName: 'Kofi Asante' });
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const mail = await invitationMailTo(email);
    expect(mail.subject).toBe('Kofi Asante invited you to Kumasi Logistics on Shortlist');
    expect(mail.text).toContain('as a Hiring Manager');
    expect(mail.text).toContain(`/accept-invitation?token=${mail.token}`);
    // Only the hash of the token is kept.
    const [row] = await app.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, email));
    expect(row!.tokenHash).not.toContain(mail.token);

    const details = await new Client(app).get(`/api/v1/invitation?token=${mail.token}`);
    expect(details.json().invitation).toMatchObject({
      organizationName: 'Kumasi Logistics',
      email,
      role: 'HM',
      invitedByName: 'Kofi Asante',
    });

    const { client, response: accepted } = await acceptAs(mail.token, 'Efua Owusu');
    expect(accepted.statusCode).toBe(201);
    const { user } = accepted.json() as { user: UserView };
    expect(user).toMatchObject({ name: 'Efua Owusu', email, role: 'HM', orgId: admin.orgId });
    expect((await client.get('/api/v1/auth/me')).json().user.id).toBe(user.id);

    // Signs in with the chosen password.
    const signIn = await new Client(app).post('/api/v1/auth/login', {
      email,
      password: 'a good password',
    });
    expect(signIn.statusCode).toBe(200);

    // Used once: the link now says so, and the pending list no longer has it.
    const again = await acceptAs(mail.token, 'Someone Else');
    expect(again.response.statusCode).toBe(404);
    expect(again.response.json().error).toBe('invitation_invalid');
    expect((await new Client(app).get(`/api/v1/invitation?token=${mail.token}`)).statusCode).toBe(
      404,
    );
    const pending = (await admin.client.get('/api/v1/organization/invitations')).json();
    expect(pending.invitations).toEqual([]);

    // The team and the activity log show the new member.
    const members = (await admin.client.get('/api/v1/organization')).json().members as MemberView[];
    expect(members.map((m) => m.name)).toEqual(['Efua Owusu', 'Kofi Asante']);
    const dashboard = (await admin.client.get('/api/v1/dashboard')).json();
    expect(dashboard.recentActivity[0].message).toBe('Efua Owusu joined the team');
  });

  it('refuses an expired link', async () => {
    const admin = await createEmployer(app);
    const { email } = await invite(admin.client);
    const { token } = await invitationMailTo(email);
    await app.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invitations.email, email));
    const { response } = await acceptAs(token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'This invitation link is invalid, has expired or has already been used. Ask an admin of the organization for a new one.',
    );
  });

  it('validates the invitee form with the shared messages and keeps the link usable', async () => {
    const admin = await createEmployer(app);
    const { email } = await invite(admin.client);
    const { token } = await invitationMailTo(email);
    const { response } = await acceptAs(token, ' ', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fieldErrors).toEqual({
      name: ['Your name is required'],
      password: ['Password must be at least 8 characters'],
    });
    expect((await acceptAs(token)).response.statusCode).toBe(201);
  });

  it('lets a second invitation to the same address replace the first link', async () => {
    const admin = await createEmployer(app);
    const { email } = await invite(admin.client, 'RECRUITER');
    const first = await invitationMailTo(email);
    await invite(admin.client, 'INTERVIEWER', email);
    const second = await invitationMailTo(email);
    expect(second.token).not.toBe(first.token);

    expect((await acceptAs(first.token)).response.statusCode).toBe(404);
    const { response } = await acceptAs(second.token);
    expect(response.json().user.role).toBe('INTERVIEWER');
  });

  it('refuses addresses that already have an account, bad input, and non-admins', async () => {
    const admin = await createEmployer(app);
    const hm = await createMember(app, admin.orgId, 'HM');
    const elsewhere = await createEmployer(app);

    const taken = await invite(admin.client, 'HM', elsewhere.email);
    expect(taken.response.statusCode).toBe(409);
    expect(taken.response.json().error).toBe('already_member');

    const bad = await admin.client.post('/api/v1/organization/invitations', {
      email: 'nope',
      role: 'SUPERADMIN',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fieldErrors).toEqual({
      email: ['Please enter a valid email'],
      role: ['Please choose a role'],
    });

    expect((await invite(hm.client)).response.statusCode).toBe(403);
    expect((await hm.client.get('/api/v1/organization/invitations')).statusCode).toBe(403);
  });

  it('revokes a pending invitation; another organization cannot', async () => {
    const admin = await createEmployer(app);
    const stranger = await createEmployer(app);
    const { response, email } = await invite(admin.client);
    const { invitation } = response.json() as { invitation: InvitationView };
    const { token } = await invitationMailTo(email);

    const foreign = await stranger.client.delete(
      `/api/v1/organization/invitations/${invitation.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const revoked = await admin.client.delete(`/api/v1/organization/invitations/${invitation.id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await acceptAs(token)).response.statusCode).toBe(404);
  });

  it('has no member limit', async () => {
    const admin = await createEmployer(app);
    for (let i = 0; i < 25; i++) await createMember(app, admin.orgId, 'INTERVIEWER');
    const { response, email } = await invite(admin.client, 'RECRUITER');
    expect(response.statusCode).toBe(201);
    expect((await acceptAs((await invitationMailTo(email)).token)).response.statusCode).toBe(201);
    const { members } = (await admin.client.get('/api/v1/organization')).json();
    expect(members).toHaveLength(27);
  });
});

describe('members', () => {
  it('changes a role, which takes effect on the member’s next request', async () => {
    const admin = await createEmployer(app);
    const recruiter = await createMember(app, admin.orgId, 'RECRUITER');
    expect((await recruiter.client.get('/api/v1/organization/invitations')).statusCode).toBe(403);

    const changed = await admin.client.patch(`/api/v1/organization/members/${recruiter.user.id}`, {
      role: 'ADMIN',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({ id: recruiter.user.id, role: 'ADMIN' });
    expect((await recruiter.client.get('/api/v1/organization/invitations')).statusCode).toBe(200);
  });

  it('removes a member and ends their sessions at once', async () => {
    const admin = await createEmployer(app);
    const hm = await createMember(app, admin.orgId, 'HM');
    expect((await hm.client.get('/api/v1/auth/me')).statusCode).toBe(200);

    const removed = await admin.client.delete(`/api/v1/organization/members/${hm.user.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await hm.client.get('/api/v1/auth/me')).statusCode).toBe(401);
    const left = await app.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, hm.user.id));
    expect(left).toEqual([]);
    const signIn = await new Client(app).post('/api/v1/auth/login', {
      email: hm.email,
      password: hm.password,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('never leaves the organization without an admin', async () => {
    const admin = await createEmployer(app);
    const demote = await admin.client.patch(`/api/v1/organization/members/${admin.user.id}`, {
      role: 'HM',
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({
      error: 'last_admin',
      message: 'An organization needs at least one admin. Make another member an admin first.',
    });
    const remove = await admin.client.delete(`/api/v1/organization/members/${admin.user.id}`);
    expect(remove.statusCode).toBe(409);

    // With a second admin, either may go, but not both at once.
    const second = await createMember(app, admin.orgId, 'ADMIN');
    const [a, b] = await Promise.all([
      admin.client.patch(`/api/v1/organization/members/${second.user.id}`, { role: 'HM' }),
      second.client.patch(`/api/v1/organization/members/${admin.user.id}`, { role: 'HM' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const { members } = (await admin.client.get('/api/v1/organization')).json();
    expect(members.filter((m: MemberView) => m.role === 'ADMIN')).toHaveLength(1);
  });

  it('answers 404 for another organization’s member and 403 for non-admins', async () => {
    const admin = await createEmployer(app);
    const recruiter = await createMember(app, admin.orgId, 'RECRUITER');
    const stranger = await createEmployer(app);

    const foreign = await admin.client.delete(`/api/v1/organization/members/${stranger.user.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('member_not_found');
    const byRecruiter = await recruiter.client.patch(
      `/api/v1/organization/members/${admin.user.id}`,
      { role: 'INTERVIEWER' },
    );
    expect(byRecruiter.statusCode).toBe(403);
    const badRole = await admin.client.patch(`/api/v1/organization/members/${recruiter.user.id}`, {
      role: 'SUPERADMIN',
    });
    expect(badRole.statusCode).toBe(400);
  });
});
