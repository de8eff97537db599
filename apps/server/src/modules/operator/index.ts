import type { OperatorRole } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { operatorService } from './factory.ts';
import { operatorControlRoutes, operatorRoutes } from './routes.ts';
import type { OperatorContext, OperatorService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator accounts, sessions and the audit log (docs/payments.md "Operator API"). */
    operator: OperatorService;
    /** preHandler: 401 unless the request carries a live operator token. */
    operatorAuthenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 403 unless the operator has one of the roles. */
    operatorRole: (...roles: OperatorRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    operator: OperatorContext | null;
  }
}

export default fp(
  async (app, opts: { controlToken?: string }) => {
    const service = operatorService(app.db, app.config);
    app.decorate('operator', service);
    app.decorateRequest('operator', null);
    app.decorate(
      'operatorAuthenticate',
      app.authGuard(async (request: FastifyRequest) => {
        const header = request.headers.authorization;
        const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
        const ctx = token ? await service.verify(token) : null;
        if (!ctx) throw unauthorized('Operator login required');
        request.operator = ctx;
      }),
    );
    app.decorate('operatorRole', (...roles: OperatorRole[]) =>
      app.authGuard(async (request: FastifyRequest) => {
        if (!request.operator) throw unauthorized('Operator login required');
        if (!roles.includes(request.operator.role)) throw forbidden('This operator role may not do that');
      }),
    );
    await app.register(operatorRoutes, { prefix: '/api/v1', service });
    if (opts.controlToken) await app.register(operatorControlRoutes, { prefix: '/api', service, token: opts.controlToken });
  },
  { name: 'operator', dependencies: ['db'] },
);
