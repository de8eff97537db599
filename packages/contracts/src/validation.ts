import type { RegisterRule } from './site.ts';

/**
 * The pattern variants of SPEC §5. The server stores rules by patternId and
 * serves them in the permission call; both sides validate with the same code.
 * `message` is the i18n key under the `validation` namespace; its text takes
 * (min) and (max) substitutions.
 */
export const PATTERNS = {
  ANY: { acceptedPattern: '*', message: 'pattern.ANY' },
  LETTERS_DIGITS: { acceptedPattern: '^[A-Za-z0-9]+$', message: 'pattern.LETTERS_DIGITS' },
  FIRST_LETTER: { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', message: 'pattern.FIRST_LETTER' },
  CHINESE_DIGITS: { acceptedPattern: '^[\\u4e00-\\u9fa50-9]+$', message: 'pattern.CHINESE_DIGITS' },
  NO_SPECIAL: { acceptedPattern: '^[\\p{L}\\p{N} ]+$', message: 'pattern.NO_SPECIAL' },
  EMAIL: { acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', message: 'pattern.EMAIL' },
  DIGITS: { acceptedPattern: '^[0-9]+$', message: 'pattern.DIGITS' },
  ONE_UPPERCASE: { acceptedPattern: '^(?=.*[A-Z]).+$', message: 'pattern.ONE_UPPERCASE' },
  ENGLISH_SPACES: { acceptedPattern: '^[A-Za-z ]+$', message: 'pattern.ENGLISH_SPACES' },
  NO_SPACES: { acceptedPattern: '^\\S+$', message: 'pattern.NO_SPACES' },
  DATE_YMD: { acceptedPattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', message: 'pattern.DATE_YMD' },
  DATE_MDY: { acceptedPattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$', message: 'pattern.DATE_MDY' },
  THAI: { acceptedPattern: '^[\\u0E00-\\u0E7F ]+$', message: 'pattern.THAI' },
  KOREAN: { acceptedPattern: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F ]+$', message: 'pattern.KOREAN' },
  FULL_NAME_TWO_WORDS: { acceptedPattern: '^\\S+ \\S+$', message: 'pattern.FULL_NAME_TWO_WORDS' },
  FULLWIDTH_JA: { acceptedPattern: '^[\\u3000-\\u30FF\\uFF01-\\uFF5E\\u4E00-\\u9FAF]+$', message: 'pattern.FULLWIDTH_JA' },
  UPPERCASE: { acceptedPattern: '^[A-Z]+$', message: 'pattern.UPPERCASE' },
  DIGITS_START_9: { acceptedPattern: '^9[0-9]*$', message: 'pattern.DIGITS_START_9' },
  PASSWORD_STRONG: {
    acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
    message: 'pattern.PASSWORD_STRONG',
  },
} as const;
export type PatternId = keyof typeof PATTERNS;

const compiled = new Map<string, RegExp>();
function compile(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
}

/** A value passes when its length is within bounds and it matches the pattern; a lone `*` matches anything. */
export function matchesRule(value: string, rule: Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength'>): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  if (rule.acceptedPattern === '*') return true;
  return compile(rule.acceptedPattern).test(value);
}

/** Substitutes (min) and (max) in a rule message. */
export function formatRuleMessage(template: string, rule: Pick<RegisterRule, 'minLength' | 'maxLength'>): string {
  return template.replaceAll('(min)', String(rule.minLength)).replaceAll('(max)', String(rule.maxLength));
}
