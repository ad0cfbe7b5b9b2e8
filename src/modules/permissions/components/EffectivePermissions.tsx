import { Trans } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import type { StoreEffect } from '../logic';
import { PermissionList } from './PermissionList';

/** What the person may do in each of their stores: global ∪ that store (docs/rules/session.md#effective-permissions), with the draft applied. */
export function EffectivePermissions({ effects, nameOf }: { effects: StoreEffect[]; nameOf: (storeId: string) => string }) {
  return (
    <Card as="section" aria-labelledby="effective-title">
      <Card.Body>
        <h2 id="effective-title" className="h6">
          <Trans>Effective permissions</Trans>
        </h2>
        <p className="small text-body-secondary">
          <Trans>Global permissions plus those of each store, with the changes above applied.</Trans>
        </p>
        {effects.length === 0 ? (
          <p className="mb-0 small">
            <Trans>No store yet: global permissions apply in every store the person joins.</Trans>
          </p>
        ) : (
          effects.map((e) => (
            <section key={e.storeId} className="mb-3" aria-label={nameOf(e.storeId)}>
              <h3 className="h6 small fw-semibold mb-1">{nameOf(e.storeId)}</h3>
              <PermissionList permissions={e.permissions} />
            </section>
          ))
        )}
      </Card.Body>
    </Card>
  );
}
