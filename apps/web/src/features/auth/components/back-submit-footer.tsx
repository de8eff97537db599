import { Button } from '../../../components/button.tsx';
import { FormError } from './form-error.tsx';

export interface BackSubmitFooterProps {
  error: string | null;
  backLabel: string;
  onBack: () => void;
  submitLabel: string;
  isBusy: boolean;
  submitTestId: string;
}

/** The end of a step in the login popup: its error line, then "back" beside the wide submit button. */
export function BackSubmitFooter({ error, backLabel, onBack, submitLabel, isBusy, submitTestId }: BackSubmitFooterProps) {
  return (
    <>
      <FormError message={error} />
      <div className="flex gap-2">
        <Button variant="ghost" className="whitespace-nowrap" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit" block busy={isBusy} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
