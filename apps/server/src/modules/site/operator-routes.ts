import { ErrorBodySchema, SiteSettingsSchema, SiteSettingsUpdateSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteService } from './service.ts';

/**
 * Site settings for the operator console (issue 18): brand name, logo, colours, languages offered,
 * whitelabel flags (SPEC §1) and region blocks. Admin only; every change is audited with before/after.
 * Registered by the console module, after the operator module provides the guards.
 */
export const siteOperatorRoutes: FastifyPluginAsyncZod<{ service: SiteService }> = async (app, { service }) => {
  const guard = [app.operatorAuthenticate, app.operatorRole('admin')];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

  app.get(
    '/operator/site/settings',
    { preHandler: guard, schema: { tags: ['operator'], summary: 'Brand, logo, colours, languages, whitelabel flags and region blocks (admin)', security, response: { 200: SiteSettingsSchema, ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.operatorSettings();
    },
  );

  app.put(
    '/operator/site/settings',
    {
      preHandler: guard,
      schema: {
        tags: ['operator'],
        summary: 'Change site settings: each part given is replaced (flags by modId); 400 SETTINGS_INVALID lists the bad fields and nothing is written (admin)',
        security,
        body: SiteSettingsUpdateSchema,
        response: { 200: SiteSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { before, after } = await service.updateSettings(request.body);
      const parts = Object.keys(request.body) as (keyof typeof request.body)[];
      const pick = (s: typeof before) => Object.fromEntries(parts.map((p) => [p, p === 'whitelabel' ? Object.fromEntries(s.whitelabel.map((f) => [f.modId, f.enabled])) : s[p]]));
      await app.operator.audit({ operatorId: request.operator!.operatorId, action: 'site.settings', targetType: 'site', targetId: parts.join(',') || 'none', before: pick(before), after: pick(after), ip: request.ip });
      return after;
    },
  );
};
