import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatIban, maskIban } from '../logic';

/** The saved IBAN, masked (`DE89 •••• •••• •••• 3000`) until the user deliberately reveals it. */
export function MaskedIban({ iban }: { iban: string }) {
  const [revealed, setRevealed] = useState(false);
  const { t } = useLingui();
  if (iban === '') return <span>—</span>;
  return (
    <span className="d-inline-flex align-items-center gap-2 flex-wrap">
      <span className="font-monospace" data-testid="saved-iban">
        {revealed ? formatIban(iban) : maskIban(iban)}
      </span>
      <Button size="sm" variant="outline-secondary" onClick={() => setRevealed((r) => !r)} aria-pressed={revealed}>
        {revealed ? t`Hide IBAN` : t`Reveal IBAN`}
      </Button>
    </span>
  );
}
