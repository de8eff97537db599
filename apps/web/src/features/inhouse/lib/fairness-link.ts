import { FAIRNESS_PAGE_PATH } from '@app/contracts';

export interface FairnessLinkInput {
  serverSeed?: string | null;
  serverSeedHash?: string;
  clientSeed: string;
  nonce: number;
  bet?: number;
}

/** `/fairness?...` prefilled with a round's seeds; without the (unrevealed) server seed it carries the hash to match. */
export function fairnessLink({ serverSeed, serverSeedHash, clientSeed, nonce, bet }: FairnessLinkInput): string {
  const query = new URLSearchParams();
  if (serverSeed) query.set('serverSeed', serverSeed);
  if (serverSeedHash) query.set('hash', serverSeedHash);
  query.set('clientSeed', clientSeed);
  query.set('nonce', String(nonce));
  if (bet !== undefined) query.set('bet', String(bet));
  return `${FAIRNESS_PAGE_PATH}?${query.toString()}`;
}
