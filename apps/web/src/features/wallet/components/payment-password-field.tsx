import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/form/text-field.tsx';

export type PaymentPasswordFieldProps = Omit<TextFieldProps, 'label' | 'type'>;

/** The payment password that authorises a withdrawal or a transfer. */
export function PaymentPasswordField(props: PaymentPasswordFieldProps) {
  const { t } = useTranslation('wallet');
  return <TextField label={t('form.paymentPassword')} type="password" autoComplete="off" {...props} />;
}
