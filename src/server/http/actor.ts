import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/auth';
import { can, type Capability } from '../../shared/permissions';
import { AppError } from './app-error';

/** Who is asking: set by the session plugin from the cookie, never from the request body. */
export interface Actor {
  userId: string;
  orgId: string | null;
  role: Role;
  sessionId: string;
  name: string;
  email: string;
  /** Signed in with a temporary password: only choosing a new one is allowed. */
  mustChangePassword: boolean;
}

/**
 * Who may use the platform admin API: a signed-in SUPERADMIN, or whoever holds a
 * session of the password console (its own cookie).
 */
export type PlatformActor =
  | { kind: 'superadmin'; userId: string; name: string; email: string | null; ip: string }
  | { kind: 'password'; adminSessionId: string; ip: string; expiresAt?: Date };

/** An employer member: an actor that belongs to an organization. */
export interface MemberActor extends Actor {
  orgId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** Set on platform routes (config.platform) by the session guard. */
    platformActor: PlatformActor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** May be called from other sites (no Origin check), e.g. the public application form. */
    allowCrossSite?: boolean;
    /** A platform admin route: needs a SUPERADMIN or a password console session. */
    platform?: boolean;
    /** Allowed while the user must still change a temporary password. */
    allowsPasswordChangePending?: boolean;
  }
}

/** The platform admin acting on a platform route (set by the session guard). */
export function requirePlatformActor(request: FastifyRequest): PlatformActor {
  if (!request.platformActor) throw new AppError('unauthenticated');
  return request.platformActor;
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthenticated');
  return request.actor;
}

/** The actor as a member of an organization, optionally holding a capability of READING.md 5. */
export function requireMember(request: FastifyRequest, capability?: Capability): MemberActor {
  const actor = requireActor(request);
  // A SUPERADMIN belongs to no organization: organization routes know nothing for them.
  if (!actor.orgId) throw new AppError('not_found');
  if (capability && !can(actor.role, capability)) throw new AppError('forbidden');
  return actor as MemberActor;
}
