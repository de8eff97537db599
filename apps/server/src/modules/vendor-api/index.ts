import fp from 'fastify-plugin';
import { registerBatchMetrics } from './batcher.ts';
import { VendorApiRepository } from './repository.ts';
import { hub88Routes } from './routes.ts';
import { sandboxPlayRoutes, sandboxScriptRoutes, type LaunchVerifier } from './sandbox-routes.ts';
import { HUB88, VendorApiService } from './service.ts';
import { ProviderKeyStore } from './signature.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seamless wallet for game providers (Hub88 protocol) and the player tokens handed out at launch. */
    vendorApi: VendorApiService;
  }
}

/** Reads the launch token's (unverified) claims only to ask the games module to verify it. */
function launchClaims(token: string): { v?: unknown; g?: unknown } {
  try {
    const body = token.split('.')[0] ?? '';
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { v?: unknown; g?: unknown };
  } catch {
    return {};
  }
}

export default fp(
  async (app) => {
    const repo = new VendorApiRepository(app.db);
    const keys = new ProviderKeyStore(app.db, HUB88, app.config.hub88.publicKey);
    const service = new VendorApiService(repo, app.wallet, keys, {
      tokenTtlMs: app.config.hub88.tokenTtlMs,
      gameInfo: async (code) => {
        const game = await app.games.art(code);
        return game ? { vendor: game.vendor, category: game.type, name: game.name } : undefined;
      },
      records: app.hasDecorator('records') ? app.records : undefined,
      log: app.log,
      protection: app.hasDecorator('protection') ? app.protection : undefined,
      batch: app.config.hub88.batch,
    });
    app.decorate('vendorApi', service);
    if (service.batcher && app.hasDecorator('metrics')) registerBatchMetrics(app.metrics.registry, service.batcher);
    // A configured provider key that does not parse stops the start, rather than failing every call later.
    if (app.config.hub88.publicKey) {
      try {
        await keys.get();
      } catch (error) {
        throw new Error(`HUB88_PUBLIC_KEY is not a usable PEM public key: ${(error as Error).message}`, { cause: error });
      }
    }

    await app.register(hub88Routes, { prefix: '/api/v1/providers/hub88', service });

    const verifyLaunch: LaunchVerifier = async (token) => {
      const claims = launchClaims(token);
      if (typeof claims.v !== 'string' || typeof claims.g !== 'string') return null;
      const opened = await app.games.openSandboxSession(claims.v, claims.g, token);
      return opened ? { memberId: opened.claims.m, gameCode: opened.claims.g } : null;
    };
    await app.register(sandboxPlayRoutes, { prefix: '/api/v1', service, verifyLaunch, timeoutMs: app.config.hub88.sandboxTimeoutMs });
    await app.register(sandboxScriptRoutes);
  },
  { name: 'vendor-api', dependencies: ['db', 'wallet', 'games'] },
);
