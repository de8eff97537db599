import { ACTIVITY_COMMENT_MAX, UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icons/icon.tsx';
import { rewardErrorText } from '../../rewards/components/reward-error.ts';
import { useApplyPromotion } from '../api/promotions.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** SPEC §5/§9 activity application: a comment of at most 140 characters and up to 3 png/jpg images of 5 MB. */
export function ApplyForm({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation('rewards');
  const apply = useApplyPromotion();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const addFiles = (files: FileList | null) => {
    const next = [...images];
    for (const file of Array.from(files ?? [])) {
      if (next.length >= UPLOAD_MAX_IMAGES) return setProblem(t('promotions.apply.tooMany', { max: UPLOAD_MAX_IMAGES }));
      if (!IMAGE_TYPES.includes(file.type)) return setProblem(t('promotions.apply.badType', { name: file.name }));
      if (file.size > UPLOAD_MAX_BYTES) return setProblem(t('promotions.apply.tooLarge', { name: file.name }));
      next.push(file);
    }
    setProblem(null);
    setImages(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    apply.mutate({ id: promotionId, comment: comment.trim(), images }, { onError: (error) => setProblem(rewardErrorText(error, t)) });
  };

  return (
    <form className="grid gap-3 rounded-xl border border-line bg-sunken p-4" onSubmit={submit} data-testid="apply-form" noValidate>
      <h2 className="font-semibold">{t('promotions.apply.title')}</h2>
      <label className="grid gap-1 text-sm">
        <span className="flex justify-between gap-2">
          <span>{t('promotions.apply.comment')}</span>
          <span className="text-fg-muted tabular-nums" aria-live="polite">
            {t('promotions.apply.counter', { count: comment.length, max: ACTIVITY_COMMENT_MAX })}
          </span>
        </span>
        <textarea
          className="min-h-20 rounded-xl border border-line bg-elevated p-2"
          maxLength={ACTIVITY_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          data-testid="apply-comment"
        />
      </label>
      <label className="grid gap-1 text-sm">
        <span>{t('promotions.apply.images', { max: UPLOAD_MAX_IMAGES })}</span>
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          disabled={images.length >= UPLOAD_MAX_IMAGES}
          onChange={(e) => {
            addFiles(e.target.files);
            e.target.value = '';
          }}
          data-testid="apply-images"
        />
      </label>
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm">
          {images.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center gap-1 rounded-full bg-elevated px-3 py-1">
              <span className="max-w-40 truncate">{file.name}</span>
              <button type="button" className="text-fg-muted hover:text-danger" aria-label={t('promotions.apply.remove', { name: file.name })} onClick={() => setImages(images.filter((_, j) => j !== i))}>
                <Icon name="close" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" busy={apply.isPending} data-testid="apply-submit">
        {t('promotions.apply.submit')}
      </Button>
    </form>
  );
}
