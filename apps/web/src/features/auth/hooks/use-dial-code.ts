import { useState } from 'react';
import { useCountries } from '../api/get-countries.ts';

/** The chosen dialling code, defaulting to the first country the server lists (the brand's own). */
export function useDialCode(): [string, (code: string) => void] {
  const countries = useCountries();
  const [chosen, setChosen] = useState<string | null>(null);
  return [chosen ?? countries.data?.[0]?.countryDialingCode ?? '', setChosen];
}
