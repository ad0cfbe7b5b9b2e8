import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES } from '@/config/messages';
import { PlainTable } from '../list/PlainTable';
import { changesBetween } from './conflict';
import type { EntityForm } from './useEntityForm';

/**
 * A save refused because someone saved first (409 with their record): the typed values stay in
 * the form; this compares them field by field with the saved ones and offers both ways out. A
 * third column says what "Keep mine" saves there: mine where I changed the field since the form
 * opened, theirs where I did not (issue #41, `keepMine` in ./conflict.ts).
 */
export function ConflictNotice<V extends FieldValues>({ entity }: { entity: EntityForm<V> }) {
  // Subscribes to every field, so the comparison follows what is typed while it is shown.
  useWatch({ control: entity.form.control });
  const { t } = useLingui();
  const { conflict, conflictView } = entity;
  if (!conflict) return null;
  const typed = entity.form.getValues();
  const mine = conflictView.normalize ? conflictView.normalize(typed) : typed;
  // Both sides as they would be sent (theirs too: a field left empty to keep a saved value).
  const theirs = conflictView.normalize ? conflictView.normalize(conflict.theirs) : conflict.theirs;
  const changes = changesBetween(theirs, mine, conflictView, conflictView.base);
  return (
    <Alert variant="warning" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title" className="h6 alert-heading">
        {MESSAGES.conflict.title}
      </h2>
      <p className="mb-2">{conflict.message}</p>
      <p className="mb-2 small">{MESSAGES.conflict.hint}</p>
      {changes.length > 0 ? (
        <PlainTable
          size="sm"
          bordered
          className="mb-3 bg-body"
          caption={MESSAGES.conflict.caption}
          headers={[t`Field`, t`Theirs (saved)`, t`Mine (not saved)`, t`“Keep mine” saves`]}
        >
          {changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">{change.label}</th>
              <td>{change.theirs}</td>
              <td>{change.mine}</td>
              <td>{change.kept === 'mine' ? <Trans>Mine (you changed it)</Trans> : <Trans>Theirs (you did not change it)</Trans>}</td>
            </tr>
          ))}
        </PlainTable>
      ) : (
        <p className="mb-3">{MESSAGES.conflict.same}</p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-secondary" onClick={entity.reloadTheirs} disabled={entity.busy}>
          <Trans>Reload theirs</Trans>
        </Button>
        <Button variant="primary" onClick={entity.keepMine} disabled={entity.busy}>
          <Trans>Keep mine</Trans>
        </Button>
      </div>
    </Alert>
  );
}
