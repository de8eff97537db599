import { useTranslation } from 'react-i18next';
import { useCountries } from '../api/get-countries.ts';

export interface CountryCodeSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** The dialling-code part of a mobile number field. */
export function CountryCodeSelect({ value, onChange }: CountryCodeSelectProps) {
  const { t } = useTranslation('auth');
  const countries = useCountries();
  const list = countries.data ?? (value ? [{ countryCode: '', countryDialingCode: value }] : []);
  return (
    <select
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-label={t('fields.countryCode')}
      className="h-11 w-28 shrink-0 rounded-xl border border-line bg-sunken px-2 text-fg focus:border-primary focus:outline-none"
      data-testid="country-code"
    >
      {list.map((c) => (
        <option key={`${c.countryCode}${c.countryDialingCode}`} value={c.countryDialingCode}>
          {`${c.countryDialingCode.startsWith('+') ? '' : '+'}${c.countryDialingCode}${c.countryCode ? ` ${c.countryCode}` : ''}`}
        </option>
      ))}
    </select>
  );
}
