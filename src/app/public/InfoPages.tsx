import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '@/components/LinkButton';
import { PRODUCT_NAME } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { PublicFrame } from './PublicFrame';

/** `/landing`: what StoreOps is, for a visitor who is not signed in. */
export function LandingPage() {
  const { t } = useLingui();
  return (
    <PublicFrame title={t`${PRODUCT_NAME}: the back office for every store`}>
      <p>
        <Trans>
          Order from suppliers, book invoices, count stock, plan shifts, record hours and share tips — always inside the store you are
          working in.
        </Trans>
      </p>
      <ul className="list-unstyled small mb-0">
        <li>
          <Trans>Several stores, one sign-in</Trans>
        </li>
        <li>
          <Trans>Access by permission, per store or for all stores</Trans>
        </li>
        <li>
          <Trans>Light and dark themes</Trans>
        </li>
      </ul>
    </PublicFrame>
  );
}

/** `/coming-soon`. */
export function ComingSoonPage() {
  const { t } = useLingui();
  return (
    <PublicFrame eyebrow={t`Soon`} title={t`This part of StoreOps is on its way`}>
      <p className="mb-0">
        <Trans>We are building it now. Everything you already use keeps working in the meantime.</Trans>
      </p>
    </PublicFrame>
  );
}

/** `/maintenance`. */
export function MaintenancePage() {
  const { t } = useLingui();
  return (
    <PublicFrame
      title={t`StoreOps is being updated`}
      actions={
        <LinkButton variant="secondary" to={PATHS.root} reloadDocument>
          <Trans>Try again</Trans>
        </LinkButton>
      }
    >
      <p className="mb-0">
        <Trans>We are doing a short planned maintenance. Please try again in a few minutes.</Trans>
      </p>
    </PublicFrame>
  );
}
