import { inLanguage, type RewardTitleParts } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguageCode } from '../../../lib/i18n.ts';

type Titled = { title: string; titleParts: RewardTitleParts | null };

/**
 * The name of a promotion, mission, event or mall item in the member's language (docs/rewards.md,
 * "Titles"): the language itself, then a twin code sharing its catalogue (TH/TY, KO/KR, MS/MY), then
 * English. Never a third language: a Hindi reader of a mission titled only in Thai gets the stored English
 * title instead.
 */
export function nameIn(names: Record<string, string> | undefined, language: string): string | undefined {
  return inLanguage(names, language);
}

/**
 * A reward's or bonus's title in the member's language, composed from the catalogue (`rewards:titles.*`)
 * and the parts the server stored with it. A row without parts (written before they existed, or an
 * operator's own title) shows its stored title as written.
 */
export function rewardTitle(t: TFunction<'rewards'>, item: Titled, language: string): string {
  const parts = item.titleParts;
  if (!parts) return item.title;
  const name = nameIn(parts.names, language);
  switch (parts.key) {
    case 'NAMED':
      return name ?? item.title;
    case 'VIP_LEVEL_UP':
      return parts.level ? t('titles.VIP_LEVEL_UP', { level: t(`vip.levels.${parts.level}`, { defaultValue: parts.level }) }) : item.title;
    case 'REBATE':
      return t('titles.REBATE');
    case 'REFERRAL':
      return t('titles.REFERRAL');
    case 'POINTS':
      if (!name) return item.title;
      return parts.quantity ? t('titles.POINTS_QTY', { name, quantity: parts.quantity }) : t('titles.POINTS', { name });
    case 'MISSION':
    case 'RED_ENVELOPE':
    case 'RAFFLE':
      return name ? t(`titles.${parts.key}`, { name }) : item.title;
  }
}

/** `rewardTitle` in the page's language. */
export function useRewardTitle(): (item: Titled) => string {
  const { t } = useTranslation('rewards');
  const language = useLanguageCode();
  return (item) => rewardTitle(t, item, language);
}
