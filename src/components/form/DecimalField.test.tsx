import { render as rtlRender, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { DecimalField } from './DecimalField';

const render = (ui: ReactElement) => rtlRender(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

function Harness({ initial, max }: { initial: number | null; max?: number }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <DecimalField id="amount" label="Amount" value={value} onChange={setValue} max={max} decimals={2} />
      <output aria-label="Value">{String(value)}</output>
    </>
  );
}

describe('DecimalField with a figure it cannot take (issue #29)', () => {
  it('shows a server figure of 1e21 as sent, read-only, with a note, until another value is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial={1e21} max={999_999_999.99} />);
    const field = screen.getByLabelText('Amount');
    // Written out, never in exponent notation (issue #41).
    expect(field).toHaveValue('1000000000000000000000');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(/Shown as the server sent it: this field cannot take this figure\./);

    await user.click(screen.getByRole('button', { name: 'Enter another value' }));
    const editable = screen.getByLabelText('Amount');
    expect(editable).not.toHaveAttribute('readonly');
    expect(editable).toHaveValue('');
    await user.type(editable, '2,5');
    expect(screen.getByLabelText('Value')).toHaveTextContent('2.5');
  });

  it('edits a figure it can take as usual', () => {
    render(<Harness initial={12.5} max={100} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Enter another value' })).not.toBeInTheDocument();
  });
});
