import { ErrorCode } from '@app/contracts';
import { AppError } from '../../lib/errors.ts';

export const unavailable = (message: string) => new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, message);
