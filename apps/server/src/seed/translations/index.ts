import { AR } from './ar.ts';
import { BN } from './bn.ts';
import { CN } from './cn.ts';
import { ES } from './es.ts';
import { FA } from './fa.ts';
import { FR } from './fr.ts';
import { HI } from './hi.ts';
import { ID } from './id.ts';
import { JA } from './ja.ts';
import { KK } from './kk.ts';
import { KM } from './km.ts';
import { KO } from './ko.ts';
import { LO } from './lo.ts';
import { MS } from './ms.ts';
import { NE } from './ne.ts';
import { PT_BR } from './pt-br.ts';
import { PT } from './pt.ts';
import { RU } from './ru.ts';
import { SW } from './sw.ts';
import { TA } from './ta.ts';
import { TE } from './te.ts';
import { TR } from './tr.ts';
import { TW } from './tw.ts';
import { TY } from './ty.ts';
import { UR_LA } from './ur-la.ts';
import { UR } from './ur.ts';
import { UZ } from './uz.ts';
import { VI } from './vi.ts';
import type { SeedTranslation } from './types.ts';

export type { SeedTranslation } from './types.ts';

/**
 * The demo brand's content in every language with a catalogue (SPEC §9) beside English, the brand default,
 * keyed by the canonical language code texts are filed under (TH reads TY, MY reads MS, KR reads KO:
 * modules/content/language.ts). A language not listed (the partial catalogues) reads the English rows, as
 * any operator text without a translation does.
 */
export const SEED_TRANSLATIONS: Readonly<Record<string, SeedTranslation>> = {
  TY,
  AR,
  HI,
  VI,
  CN,
  BN,
  ES,
  FA,
  FR,
  ID,
  JA,
  KK,
  KM,
  KO,
  LO,
  MS,
  NE,
  PT,
  'PT-BR': PT_BR,
  RU,
  SW,
  TA,
  TE,
  TR,
  TW,
  UR,
  'UR-LA': UR_LA,
  UZ,
};
