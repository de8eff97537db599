import { z } from 'zod';

/** Operator (back office) contracts: login, session, audit log (docs/payments.md "Operator API"). */

export const OPERATOR_ROLES = ['admin', 'finance', 'content', 'support', 'risk'] as const;
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

export const OperatorLoginSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(256),
});
export type OperatorLogin = z.infer<typeof OperatorLoginSchema>;

export const OperatorSchema = z.object({ id: z.number().int(), username: z.string(), role: OperatorRoleSchema });
export type Operator = z.infer<typeof OperatorSchema>;

export const OperatorSessionSchema = z.object({ token: z.string(), expiresAt: z.string(), operator: OperatorSchema });
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;

export const AuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  action: z
    .string()
    .regex(/^[a-z][a-z_.]{2,63}$/)
    .optional(),
  operatorId: z.coerce.number().int().min(1).optional(),
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(100).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.number().int().nullable(),
  operator: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({ items: z.array(AuditEntrySchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type AuditList = z.infer<typeof AuditListSchema>;
