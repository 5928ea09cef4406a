import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import type { AuditAction, AuditEntryView, AuditLogPage } from '../../src/shared/admin';
import type { TestApp } from '../setup/test-app';
import {
  Client,
  createEmployer,
  createSuperAdmin,
  signInAdminConsole,
  type Employer,
} from './index';

/** Who may and may not call the platform admin API (the app must set ADMIN_PASSWORD). */
export interface PlatformCallers {
  signedOut: Client;
  /** An organization's ADMIN: a member, refused. */
  orgAdmin: Employer;
  superAdmin: Employer;
  console: Client;
}

export async function createPlatformCallers(app: TestApp): Promise<PlatformCallers> {
  return {
    signedOut: new Client(app),
    orgAdmin: await createEmployer(app),
    superAdmin: await createSuperAdmin(app),
    console: await signInAdminConsole(app),
  };
}

/**
 * A platform route answers 401 signed out and 403 `platform_only` to an organization
 * admin, and `okStatus` to both a SUPERADMIN and the password console. `call` makes
 * its own fresh target each time (a write changes what it acts on).
 */
export async function expectPlatformOnly(
  callers: PlatformCallers,
  call: (client: Client) => Promise<LightMyRequestResponse>,
  okStatus = 200,
): Promise<void> {
  const signedOut = await call(callers.signedOut);
  expect(signedOut.statusCode, signedOut.body).toBe(401);
  expect(signedOut.json()).toMatchObject({ error: 'unauthenticated' });
  const member = await call(callers.orgAdmin.client);
  expect(member.statusCode, member.body).toBe(403);
  expect(member.json()).toMatchObject({ error: 'platform_only' });
  const superAdmin = await call(callers.superAdmin.client);
  expect(superAdmin.statusCode, superAdmin.body).toBe(okStatus);
  const passwordConsole = await call(callers.console);
  expect(passwordConsole.statusCode, passwordConsole.body).toBe(okStatus);
}

/** The audit entries of one action, newest first, read through the admin API. */
export async function auditEntries(
  client: Client,
  action: AuditAction,
  filter: { orgId?: string; q?: string } = {},
): Promise<AuditEntryView[]> {
  const params = new URLSearchParams({ action, pageSize: '100' });
  if (filter.orgId) params.set('orgId', filter.orgId);
  if (filter.q) params.set('q', filter.q);
  const response = await client.get(`/api/v1/admin/audit-log?${params.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AuditLogPage).entries;
}

/** What an audit entry keeps beside its summary (the API does not show it). */
export async function auditDetails(app: TestApp, entryId: string): Promise<unknown> {
  const [row] = await app.database.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.id, entryId));
  return row?.details;
}
