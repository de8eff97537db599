import { ErrorCode } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';

/**
 * The signed-in caller's member id for a route that needs a real account: 401 without a session, and a
 * trial account is told a real one is needed (SPEC §8 in_need_true_account). `purpose` finishes the
 * message ("for rewards", "to invite friends").
 */
export function realMemberId(request: FastifyRequest, purpose: string): number {
  if (!request.auth) throw unauthorized();
  if (request.auth.role === 'trial') throw forbidden(`A real account is needed ${purpose} (in_need_true_account)`, ErrorCode.TRIAL_NOT_ALLOWED);
  return request.auth.memberId;
}
