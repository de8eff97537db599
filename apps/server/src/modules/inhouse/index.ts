import fp from 'fastify-plugin';
import { inhouseRoutes } from './routes.ts';
import { SlotRepository } from './slot/repository.ts';
import { SlotService } from './slot/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house Lotus slot (docs/inhouse-slot.md). */
    inhouseSlot: SlotService;
  }
}

/** In-house games: the provably fair Lotus slot and its public verifier. Money moves only through `app.wallet`. */
export default fp(
  async (app) => {
    // The betting record (modules/records) when it is registered before this module.
    const recorder = app.hasDecorator('records') ? app.records : undefined;
    const slot = new SlotService(new SlotRepository(app.db), app.wallet, undefined, recorder, app.hasDecorator('protection') ? app.protection : undefined);
    app.decorate('inhouseSlot', slot);
    await app.register(inhouseRoutes, { prefix: '/api/v1', slot });
  },
  { name: 'inhouse', dependencies: ['db', 'auth', 'wallet'] },
);
