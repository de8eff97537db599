import type { TFunction } from 'i18next';

/** A react-hook-form `validate`: a value is asked for first, then (when given) checked under `rule`. */
export function requiredRule(t: TFunction, label: string, rule?: (value: string) => string | true) {
  return (value: string) => (value.trim() === '' ? t('auth:validation.required', { field: label }) : (rule?.(value) ?? true));
}
