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
}

/** An employer member: an actor that belongs to an organization. */
export interface MemberActor extends Actor {
  orgId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** May be called from other sites (no Origin check), e.g. the public application form. */
    allowCrossSite?: boolean;
  }
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthenticated');
  return request.actor;
}

/** The actor as a member of an organization, optionally holding a capability of READING.md 5. */
export function requireMember(request: FastifyRequest, capability?: Capability): MemberActor {
  const actor = requireActor(request);
  if (!actor.orgId) throw new AppError('forbidden');
  if (capability && !can(actor.role, capability)) throw new AppError('forbidden');
  return actor as MemberActor;
}
