import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { alertDialog } from '../../../components/modal/message-openers.ts';
import { downloadCsv } from '../lib/csv-export.ts';
import { agentErrorText } from '../lib/error-text.ts';

export interface ExportButtonProps {
  path: string;
  query: Record<string, string | number | boolean | null | undefined>;
  fileName: string;
}

/** "Export CSV": the same list with the same filters, every row (`format=csv`). */
export function ExportButton({ path, query, fileName }: ExportButtonProps) {
  const { t } = useTranslation('agent');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      busy={busy}
      data-testid="agent-export"
      onClick={() => {
        setBusy(true);
        downloadCsv(path, query, fileName)
          .catch((error: unknown) => alertDialog({ message: agentErrorText(error) }))
          .finally(() => setBusy(false));
      }}
    >
      {t('actions.exportCsv')}
    </Button>
  );
}
