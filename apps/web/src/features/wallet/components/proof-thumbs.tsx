import { useTranslation } from 'react-i18next';
import { useProofImage } from '../api/get-proof-image.ts';

function Thumb({ withdrawalId, proofId, index }: { withdrawalId: string; proofId: string; index: number }) {
  const { t } = useTranslation('wallet');
  const url = useProofImage(withdrawalId, proofId);
  const alt = t('withdraw.proofAlt', { n: index + 1 });
  if (!url) return <span className="block size-12 animate-pulse rounded-lg bg-sunken" aria-label={alt} role="img" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block size-12 overflow-hidden rounded-lg border border-line">
      <img src={url} alt={alt} className="size-full object-cover" />
    </a>
  );
}

/** The proof images a member attached to a withdrawal answer. */
export function ProofThumbs({ withdrawalId, proofIds }: { withdrawalId: string; proofIds: string[] }) {
  if (proofIds.length === 0) return null;
  return (
    <div className="mt-2 flex gap-2" data-testid="proof-thumbs">
      {proofIds.map((p, i) => (
        <Thumb key={p} withdrawalId={withdrawalId} proofId={p} index={i} />
      ))}
    </div>
  );
}
