import { createRequire } from 'node:module';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config.ts';

/** pino options: JSON in production, pretty lines on a terminal in development when pino-pretty is installed. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'isProduction'>): LoggerOptions {
  const base: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '[redacted]' },
  };
  if (config.isProduction || !process.stdout.isTTY) return base;
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } };
  } catch {
    return base;
  }
}
