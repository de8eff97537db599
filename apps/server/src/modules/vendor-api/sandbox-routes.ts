import {
  ErrorBodySchema,
  ErrorCode,
  hub88ToMinor,
  minorToHub88,
  SandboxPlayRequestSchema,
  SandboxPlayResponseSchema,
  type Hub88Status,
} from '@app/contracts';
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { Hub88SandboxClient, httpTransport, injectTransport, type Hub88Transport, type Session } from './sandbox-client.ts';
import { SANDBOX_PLAY_SCRIPT } from './sandbox-play-script.ts';
import type { VendorApiService } from './service.ts';

/** The games module's check of a sandbox launch token (app.games.openSandboxSession). */
export type LaunchVerifier = (token: string) => Promise<{ memberId: number; gameCode: string } | null>;

/**
 * Outcome table of the sandbox game: multiplier of the stake and its weight out of 100
 * (expected return 0.95). It is a SANDBOX: the outcome comes from crypto.randomInt.
 */
const OUTCOMES: { multiplier: bigint; weight: number }[] = [
  { multiplier: 0n, weight: 57 },
  { multiplier: 1n, weight: 20 },
  { multiplier: 2n, weight: 15 },
  { multiplier: 5n, weight: 7 },
  { multiplier: 10n, weight: 1 },
];

function drawMultiplier(): bigint {
  let n = randomInt(100);
  for (const o of OUTCOMES) {
    if (n < o.weight) return o.multiplier;
    n -= o.weight;
  }
  return 0n;
}

/** HTTP to this very server when it listens (the sandbox is a real network client); app.inject otherwise (tests). */
function selfTransport(app: FastifyInstance): Hub88Transport {
  const address = app.server.listening ? app.server.address() : null;
  if (address && typeof address === 'object') {
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return httpTransport(`http://${host}:${address.port}`);
  }
  return injectTransport(app);
}

const SessionBodySchema = z.object({ session: SandboxPlayRequestSchema.shape.session });
const SandboxBalanceSchema = z.object({ sandbox: z.literal(true), status: z.string(), balance: z.number().int().nullable(), currency: z.string() });

/**
 * The SANDBOX provider's play API, called by the sandbox provider page: each round goes through
 * the signed Hub88 client against this server's own wallet API, exactly as a real provider would.
 */
export const sandboxPlayRoutes: FastifyPluginAsyncZod<{ service: VendorApiService; verifyLaunch: LaunchVerifier; timeoutMs: number }> = async (
  app,
  { service, verifyLaunch, timeoutMs },
) => {
  async function open(launchToken: string): Promise<{ client: Hub88SandboxClient; session: Session }> {
    const keys = await service.keys.get();
    if (!keys.privateKeyPem) {
      throw new AppError(409, ErrorCode.SANDBOX_PROVIDER_UNAVAILABLE, 'A real provider key is configured (HUB88_PUBLIC_KEY); the sandbox provider is off');
    }
    const launch = await verifyLaunch(launchToken);
    if (!launch) throw unauthorized('This launch link is invalid or has expired', ErrorCode.LAUNCH_TOKEN_INVALID);
    const issued = await service.playerTokenForLaunch(launchToken, launch);
    const client = new Hub88SandboxClient({ transport: selfTransport(app), privateKey: keys.privateKeyPem, timeoutMs, log: app.log });
    return { client, session: { user: issued.user, token: issued.token, gameCode: issued.gameCode, currency: issued.currency } };
  }

  /** Balances come from the wallet in whole minor units, so they always convert back exactly. */
  const toMinor = (value: number | null | undefined, currency: string) => {
    const minor = typeof value === 'number' && Number.isSafeInteger(value) ? hub88ToMinor(BigInt(value), currency) : undefined;
    return minor === undefined ? null : Number(minor);
  };

  app.post(
    '/sandbox/provider/balance',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'SANDBOX provider: the player balance via a signed Hub88 user/balance call',
        body: SessionBodySchema,
        response: { 200: SandboxBalanceSchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const { client, session } = await open(request.body.session);
      const outcome = await client.balance(session);
      const status = outcome.answered ? outcome.response.status : 'RS_ERROR_UNKNOWN';
      return { sandbox: true as const, status, balance: outcome.answered ? toMinor(outcome.response.balance, session.currency) : null, currency: session.currency };
    },
  );

  app.post(
    '/sandbox/provider/play',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'SANDBOX provider: one round (signed bet, random outcome, signed win) against this wallet',
        body: SandboxPlayRequestSchema,
        response: { 200: SandboxPlayResponseSchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => {
      const { client, session } = await open(request.body.session);
      const stake = BigInt(request.body.stake);
      let win = 0n;
      const result = await client.playRound(session, minorToHub88(stake, session.currency), () => {
        win = stake * drawMultiplier();
        return minorToHub88(win, session.currency);
      });
      const paid = result.status === 'RS_OK' && result.winUuid !== undefined;
      return {
        sandbox: true as const,
        status: result.status as Hub88Status,
        round: result.round,
        stake: result.winUuid !== undefined ? Number(stake) : 0,
        win: paid ? Number(win) : 0,
        balance: toMinor(result.balance, session.currency),
        currency: session.currency,
        rolledBack: result.rolledBack,
      };
    },
  );
};

/** The script of the sandbox page's play panel (same origin, so the page's CSP allows it). */
export const sandboxScriptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox/provider/play.js',
    { schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_PLAY_SCRIPT),
  );
};
