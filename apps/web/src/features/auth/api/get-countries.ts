import { CountryListSchema } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http.ts';

/** `GET /auth/countries`: dialling codes (the brand's own country first). */
export const countriesQueryOptions = queryOptions({
  queryKey: ['auth', 'countries'],
  queryFn: ({ signal }) => api('/auth/countries', { signal, schema: CountryListSchema }),
  staleTime: 60 * 60_000,
});

export function useCountries() {
  return useQuery(countriesQueryOptions);
}
