import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/form/text-field.tsx';
import type { PayoutBank } from '../api/get-banks.ts';

export interface BankSelectProps {
  label: string;
  banks: readonly PayoutBank[];
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}

/** The payout bank, chosen from the country's list; names in the country's language when the site is in it. */
export function BankSelect({ label, banks, value, onChange, error }: BankSelectProps) {
  const { t, i18n } = useTranslation('wallet');
  const id = useId();
  // The country's own language: Thai banks read in Thai on the Thai site.
  const local = i18n.language.toLowerCase() === 'ty' || i18n.language.toLowerCase() === 'th';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-fg-secondary">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        data-testid="bank-name"
      >
        <option value="">{t('bank.choose')}</option>
        {banks.map((b) => (
          <option key={b.code} value={b.name}>
            {local ? b.localName : b.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
