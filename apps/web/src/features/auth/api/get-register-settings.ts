import { RegisterSettingsSchema } from '@app/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /auth/register/settings`: which registration fields show, their rules, SMS verification, minimum age. */
export const registerSettingsQueryOptions = queryOptions({
  queryKey: ['auth', 'register-settings'],
  queryFn: ({ signal }) => api('/auth/register/settings', { signal, schema: RegisterSettingsSchema }),
  staleTime: 60_000,
});

export function useRegisterSettings() {
  return useSuspenseQuery(registerSettingsQueryOptions).data;
}
