import { KYC_MAX_BYTES, KYC_MAX_FILES, type KycStatus } from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useKyc, useUploadKyc } from '../api/kyc.ts';

const ACCEPTED = ['image/png', 'image/jpeg'];

const STATUS_TONE: Record<KycStatus, string> = {
  NOT_REQUIRED: 'border-line',
  REQUIRED: 'border-warning/40 bg-warning/10',
  PENDING: 'border-primary/30 bg-primary/5',
  APPROVED: 'border-success/40 bg-success/10',
  REJECTED: 'border-danger/40 bg-danger/10',
};

/** Identity verification (KYC, docs/protection.md): status, and 1-3 png/jpg images of 5 MB at most. */
export function KycSection() {
  const { t } = useTranslation('protection');
  const kyc = useKyc();
  const upload = useUploadKyc();
  const fileId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const pick = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    setFileError(null);
    upload.reset();
    if (chosen.length > KYC_MAX_FILES) return setFileError(t('kyc.tooMany', { max: KYC_MAX_FILES }));
    if (chosen.some((f) => !ACCEPTED.includes(f.type))) return setFileError(t('kyc.fileType'));
    if (chosen.some((f) => f.size > KYC_MAX_BYTES)) return setFileError(t('kyc.fileSize'));
    setFiles(chosen);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (files.length === 0) return setFileError(t('kyc.choose'));
    upload.mutate(files, { onSuccess: () => (setFiles([]), setInputKey((k) => k + 1)) });
  };

  const data = kyc.data;
  return (
    <section className="grid gap-3 rounded-card bg-elevated p-4 shadow-card md:p-5" data-testid="protection-kyc">
      <h2 className="text-lg font-bold">{t('kyc.title')}</h2>
      <p className="text-sm text-fg-secondary">{t('kyc.intro')}</p>
      {kyc.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner />
        </div>
      ) : kyc.error || !data ? (
        <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger">
          {errorText(kyc.error)}
        </p>
      ) : (
        <>
          <div role="status" className={`grid gap-1 rounded-xl border p-3 text-sm ${STATUS_TONE[data.status]}`} data-testid="kyc-status" data-status={data.status}>
            <p className="font-semibold">{t(`kyc.status.${data.status}`)}</p>
            <p>{t(`kyc.statusHelp.${data.status}`, { threshold: formatMoney(data.threshold, data.currency) })}</p>
            {data.status === 'REJECTED' && data.reason && (
              <p data-testid="kyc-reason">
                {t('kyc.reason')} {data.reason}
              </p>
            )}
            {data.submittedAt && data.status === 'PENDING' && <p className="text-xs text-fg-muted">{t('kyc.submittedAt', { time: formatDateTime(data.submittedAt) })}</p>}
          </div>
          {data.documents.length > 0 && <p className="text-xs text-fg-muted">{t('kyc.onFile', { n: data.documents.length })}</p>}
          {data.status !== 'APPROVED' && (
            <form className="grid gap-2" onSubmit={submit} noValidate>
              <label htmlFor={fileId} className="block text-sm font-medium text-fg-secondary">
                {t('kyc.fileLabel')}
              </label>
              <input
                key={inputKey}
                id={fileId}
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={(e) => pick(e.target.files)}
                className="block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-sunken file:px-3 file:py-2 file:font-semibold file:text-fg"
                data-testid="kyc-files"
              />
              <p className="text-xs text-fg-muted">{t('kyc.fileRules', { max: KYC_MAX_FILES })}</p>
              {files.length > 0 && <p className="text-xs text-fg-secondary">{files.map((f) => f.name).join(', ')}</p>}
              {(fileError || upload.error) && (
                <p role="alert" className="rounded-xl bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="kyc-error">
                  {fileError ?? errorText(upload.error)}
                </p>
              )}
              {upload.isSuccess && <p className="text-sm text-success">{t('kyc.sent')}</p>}
              <div>
                <Button type="submit" size="sm" busy={upload.isPending} data-testid="kyc-submit">
                  {t('kyc.submit')}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
