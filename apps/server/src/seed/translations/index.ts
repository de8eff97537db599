import { AR } from './ar.ts';
import { CN } from './cn.ts';
import { HI } from './hi.ts';
import type { SeedTranslation } from './types.ts';
import { TY } from './ty.ts';
import { VI } from './vi.ts';

export type { SeedTranslation } from './types.ts';

/**
 * The demo brand's content in the languages it is shown in beside English (the brand default): Thai, and the
 * languages the browser tests walk through (AR, HI, VI) plus Chinese, whose game names are seeded too. A
 * language not listed reads the English rows, as any operator text without a translation does.
 */
export const SEED_TRANSLATIONS: Readonly<Record<string, SeedTranslation>> = { TY, AR, HI, VI, CN };
