import { formatRuleMessage, matchesRule, PATTERNS, type RegisterField, type RegisterFieldName } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { registerSettingsQueryOptions } from '../api/get-register-settings.ts';

type Rule = Pick<RegisterField, 'patternId' | 'acceptedPattern' | 'minLength' | 'maxLength'>;

/** The translated rule text of SPEC §5 for a rule, with (min) and (max) substituted. */
export function ruleMessage(t: TFunction, rule: Rule): string {
  const known = rule.patternId in PATTERNS ? rule.patternId : 'ANY';
  return formatRuleMessage(t(`auth:pattern.${known}`), rule);
}

/** A react-hook-form `validate` for a value under a server rule: undefined when it passes. */
export function checkRule(t: TFunction, rule: Rule | undefined, value: string): string | undefined {
  if (!rule || !value) return undefined;
  return matchesRule(value, rule) ? undefined : ruleMessage(t, rule);
}

/** The rule of one registration field (also used for new passwords and mobile numbers elsewhere). */
export function useFieldRule(field: RegisterFieldName): Rule | undefined {
  const settings = useQuery(registerSettingsQueryOptions);
  return settings.data?.fields.find((f) => f.field === field);
}

/** `validate` for a field under its registration rule. */
export function useRuleValidator(field: RegisterFieldName) {
  const { t } = useTranslation('auth');
  const rule = useFieldRule(field);
  return (value: string) => checkRule(t, rule, value.trim()) ?? true;
}
