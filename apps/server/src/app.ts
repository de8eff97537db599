import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerModules } from './modules/index.ts';
import authPlugin from './plugins/auth.ts';
import consoleWebPlugin from './plugins/console-web.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import jobsPlugin from './plugins/jobs.ts';
import limitsPlugin from './plugins/limits.ts';
import metricsPlugin from './plugins/metrics.ts';
import securityPlugin from './plugins/security.ts';
import swaggerPlugin from './plugins/swagger.ts';
import webPlugin from './plugins/web.ts';

/** One compact line per finished request instead of Fastify's incoming/completed pair. */
class CompactLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line, 'request');
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Secret of the data-directory lock; enables the CLI control endpoint. */
  controlToken?: string;
}

/** What an incoming X-Request-Id may be: a short token (uuid, nginx's 32 hex digits); nothing that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Builds the whole HTTP app: infrastructure plugins, then domain modules, then the web app. */
export async function buildApp({ config, database, logger, controlToken }: BuildAppOptions) {
  const options: FastifyServerOptions = {
    // A hop count is valid at run time (proxy-addr) although the typings only list the other forms.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    logController: new CompactLogController(),
    // The proxy's X-Request-Id (deploy/nginx.conf sets it) when it is a plain token, else a new uuid: the
    // id is in every log line of the request and in its answer's X-Request-Id (docs/operations.md).
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  };
  const app = (logger ? Fastify({ ...options, loggerInstance: logger }) : Fastify({ ...options, logger: false })).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(dbPlugin, { config, database });
  await app.register(errorsPlugin);
  await app.register(swaggerPlugin);
  // Brotli at quality 4: most of the size win for a fraction of the CPU of the default 11.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody);
  await app.register(authPlugin);
  await app.register(limitsPlugin);
  await app.register(metricsPlugin);
  await app.register(jobsPlugin);
  await registerModules(app, { controlToken });
  await app.register(securityPlugin);
  await app.register(consoleWebPlugin);
  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
