import type { Role } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { SessionRepository } from '../modules/sessions/repository.ts';
import { SessionService, type AuthContext } from '../modules/sessions/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler: 401 unless the request carries a live session token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads a token when present, never refuses. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 403 unless the authenticated caller has one of the roles. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Bearer-token authentication (ARCHITECTURE "Auth"): opaque tokens stored
 * hashed, revocable, expiring. Routes opt in with `preHandler: app.authenticate`.
 */
export default fp(
  async (app) => {
    const sessions = new SessionService(new SessionRepository(app.db));
    app.decorate('sessions', sessions);
    app.decorateRequest('auth', null);

    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearer(request);
      request.auth = token ? await sessions.verify(token) : null;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      const auth = token ? await sessions.verify(token) : null;
      if (!auth) throw unauthorized();
      request.auth = auth;
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!request.auth) throw unauthorized();
      if (!roles.includes(request.auth.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
