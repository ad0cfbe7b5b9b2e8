import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { LinkButton } from '@/components/LinkButton';
import { useMediaQuery } from '@/lib/useMediaQuery';

/** One action of a table row: a link (`to`) or a button (`onClick`). */
export interface RowAction {
  /** Visible text ("Edit"). */
  label: string;
  /** Accessible name naming the row ("Edit Hanse Getränke"). */
  ariaLabel: string;
  to?: string;
  onClick?: () => void;
  variant?: string;
  disabled?: boolean;
}

/** A column of its own name: its header and its narrow menu's name, each one whole text ("Status moves for 1042"). */
interface ActionTexts {
  header: string;
  menuLabel: (rowName: string) => string;
}

/**
 * The actions column of a list for those `allowed` to act (none otherwise): headed "Actions", its
 * narrow menu named after the row ("Actions for Hanse Getränke"), unless `texts` names them.
 * Called in render: the texts are in the active language.
 * `<DataTable actions={rowActions(canWrite, nameOf, itemsOf)} />`
 */
export function rowActions<T>(allowed: boolean, name: (row: T) => string, items: (row: T) => RowAction[], texts?: ActionTexts) {
  if (!allowed) return undefined;
  const menuLabel = (row: T) => {
    const rowName = name(row);
    return texts ? texts.menuLabel(rowName) : t`Actions for ${rowName}`;
  };
  return { header: texts?.header ?? t`Actions`, menuLabel, items };
}

/** Below this width row actions move into a menu, so the key columns keep their room. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
const NARROW_TABLE_QUERY = '(max-width: 1199.98px)';

/**
 * A row's actions: buttons side by side on wide screens, one labelled menu button when narrow
 * (react-bootstrap's Dropdown: arrow keys, Escape and focus return work by keyboard).
 */
export function RowActions({ actions, menuLabel }: { actions: readonly RowAction[]; menuLabel: string }) {
  const narrow = useMediaQuery(NARROW_TABLE_QUERY);
  if (actions.length === 0) return null;
  if (narrow) {
    return (
      <Dropdown align="end">
        <Dropdown.Toggle variant="outline-secondary" size="sm" aria-label={menuLabel}>
          <Trans>Actions</Trans>
        </Dropdown.Toggle>
        <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
          {actions.map((a) =>
            a.to ? (
              <Dropdown.Item key={a.label} as={Link} to={a.to} aria-label={a.ariaLabel}>
                {a.label}
              </Dropdown.Item>
            ) : (
              <Dropdown.Item key={a.label} as="button" disabled={a.disabled} aria-label={a.ariaLabel} onClick={a.onClick}>
                {a.label}
              </Dropdown.Item>
            ),
          )}
        </Dropdown.Menu>
      </Dropdown>
    );
  }
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {actions.map((a) =>
        a.to ? (
          <LinkButton key={a.label} to={a.to} variant={a.variant ?? 'outline-secondary'} size="sm" aria-label={a.ariaLabel}>
            {a.label}
          </LinkButton>
        ) : (
          <Button
            key={a.label}
            variant={a.variant ?? 'outline-secondary'}
            size="sm"
            disabled={a.disabled}
            aria-label={a.ariaLabel}
            onClick={a.onClick}
          >
            {a.label}
          </Button>
        ),
      )}
    </div>
  );
}
