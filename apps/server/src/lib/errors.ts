import { ErrorCode } from '@app/contracts';

/** An error the client is meant to see: HTTP status plus a stable code (ARCHITECTURE "API conventions"). */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(statusCode: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: unknown, code: string = ErrorCode.BAD_REQUEST) =>
  new AppError(400, code, message, details);
export const unauthorized = (message = 'Login required', code: string = ErrorCode.UNAUTHORIZED) => new AppError(401, code, message);
export const forbidden = (message = 'Not allowed', code: string = ErrorCode.FORBIDDEN) => new AppError(403, code, message);
export const notFound = (message = 'Not found', code: string = ErrorCode.NOT_FOUND) => new AppError(404, code, message);
export const conflict = (message: string, code: string = ErrorCode.CONFLICT, details?: unknown) => new AppError(409, code, message, details);

/** 429 with the wait in seconds; the web says to try again after 5 minutes (SPEC §8/§9). */
export const tooManyRequests = (retryAfterMs: number, message = 'Too many requests') =>
  new AppError(429, ErrorCode.TOO_MANY_REQUESTS, message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
