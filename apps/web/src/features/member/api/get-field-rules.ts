import { RegisterSettingsSchema, type RegisterFieldName } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** The per-field rules of `GET /auth/register/settings` (same cache entry as the registration form). */
export const fieldRulesQueryOptions = queryOptions({
  queryKey: ['auth', 'register-settings'],
  queryFn: ({ signal }) => api('/auth/register/settings', { signal, schema: RegisterSettingsSchema }),
  staleTime: 60_000,
});

export function useFieldRule(field: RegisterFieldName) {
  return useQuery(fieldRulesQueryOptions).data?.fields.find((f) => f.field === field);
}
