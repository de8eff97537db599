import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field.tsx';
import { requiredRule } from '../lib/required-rule.ts';
import { CountryCodeSelect } from './country-code-select.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

export interface MobileCodeValues {
  mobile: string;
  code: string;
}

export interface MobileCodeFieldsProps<T extends MobileCodeValues> {
  form: UseFormReturn<T>;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  /** Texts a code to the number; resolves with the code lifetime in minutes. */
  requestCode: (to: { mobileNum: string; countryDialingCode: string }) => Promise<{ expiredMinutes: number }>;
  /** Checked after "required" (e.g. the mobile number rule). */
  mobileRule?: (value: string) => string | true;
  testIds: { mobile: string; code: string; send?: string };
}

/** Mobile number with its dialling code, and the SMS code with a "get code" button that first checks the number. */
export function MobileCodeFields<T extends MobileCodeValues>({ form, dialCode, onDialCodeChange, requestCode, mobileRule, testIds }: MobileCodeFieldsProps<T>) {
  const { t } = useTranslation('auth');
  // T has both fields; react-hook-form cannot see that through a type parameter.
  const { register, getValues, trigger, formState } = form as unknown as UseFormReturn<MobileCodeValues>;
  const sendCode = async () => {
    if (!(await trigger('mobile'))) return null;
    return requestCode({ mobileNum: getValues('mobile').trim(), countryDialingCode: dialCode });
  };
  return (
    <>
      <TextField
        label={t('fields.mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={formState.errors.mobile?.message}
        leading={<CountryCodeSelect value={dialCode} onChange={onDialCodeChange} />}
        data-testid={testIds.mobile}
        {...register('mobile', { validate: requiredRule(t, t('fields.mobileNum'), mobileRule) })}
      />
      <TextField
        label={t('fields.verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        error={formState.errors.code?.message}
        trailing={<SmsCodeButton send={sendCode} testId={testIds.send} />}
        data-testid={testIds.code}
        {...register('code', { validate: requiredRule(t, t('fields.verificationCode')) })}
      />
    </>
  );
}
