import type { Role } from '@app/contracts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
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
    /** Marks a preHandler as an authentication/authorisation guard (moved before validation). */
    authGuard: <T extends (request: FastifyRequest, reply: FastifyReply) => Promise<void>>(guard: T) => T;
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
type Hook = RouteOptions['preHandler'];
const asList = (hooks: Hook | RouteOptions['preValidation']) => (hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []);

export default fp(
  async (app) => {
    const sessions = new SessionService(new SessionRepository(app.db));
    app.decorate('sessions', sessions);
    app.decorateRequest('auth', null);

    const guards = new WeakSet<object>();
    const authGuard = <T extends (request: FastifyRequest, reply: FastifyReply) => Promise<void>>(guard: T): T => {
      guards.add(guard);
      return guard;
    };
    app.decorate('authGuard', authGuard);
    app.decorate(
      'identify',
      authGuard(async (request: FastifyRequest) => {
        const token = bearer(request);
        request.auth = token ? await sessions.verify(token) : null;
      }),
    );
    app.decorate(
      'authenticate',
      authGuard(async (request: FastifyRequest) => {
        const token = bearer(request);
        const auth = token ? await sessions.verify(token) : null;
        if (!auth) throw unauthorized();
        request.auth = auth;
      }),
    );
    app.decorate('requireRole', (...roles: Role[]) =>
      authGuard(async (request: FastifyRequest) => {
        if (!request.auth) throw unauthorized();
        if (!roles.includes(request.auth.role)) throw forbidden();
      }),
    );

    // Routes declare their guards as preHandlers; they run before body and query validation instead,
    // so a caller without a token gets 401, never a 400 that describes the route's schema.
    app.addHook('onRoute', (route) => {
      const handlers = asList(route.preHandler);
      const leading: onRequestHookHandler[] = [];
      for (const handler of handlers) {
        if (!guards.has(handler)) break;
        leading.push(handler as unknown as onRequestHookHandler);
      }
      if (!leading.length) return;
      const rest = handlers.slice(leading.length);
      route.preHandler = rest.length ? rest : undefined;
      route.preValidation = [...(leading as unknown as ReturnType<typeof asList>), ...asList(route.preValidation)] as RouteOptions['preValidation'];
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
