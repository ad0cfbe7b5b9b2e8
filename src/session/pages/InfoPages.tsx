import { LinkButton } from '@/lib/LinkButton';
import { PRODUCT_NAME } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { PublicFrame } from './PublicFrame';

/** `/landing`: what StoreOps is, for a visitor who is not signed in. */
export function LandingPage() {
  return (
    <PublicFrame title={`${PRODUCT_NAME}: the back office for every store`}>
      <p>
        Order from suppliers, book invoices, count stock, plan shifts, record hours and share tips — always inside the store you are working
        in.
      </p>
      <ul className="list-unstyled small mb-0">
        <li>Several stores, one sign-in</li>
        <li>Access by permission, per store or for all stores</li>
        <li>Light and dark themes</li>
      </ul>
    </PublicFrame>
  );
}

/** `/coming-soon`. */
export function ComingSoonPage() {
  return (
    <PublicFrame eyebrow="Soon" title="This part of StoreOps is on its way">
      <p className="mb-0">We are building it now. Everything you already use keeps working in the meantime.</p>
    </PublicFrame>
  );
}

/** `/maintenance`. */
export function MaintenancePage() {
  return (
    <PublicFrame
      title="StoreOps is being updated"
      actions={
        <LinkButton variant="secondary" to={PATHS.root} reloadDocument>
          Try again
        </LinkButton>
      }
    >
      <p className="mb-0">We are doing a short planned maintenance. Please try again in a few minutes.</p>
    </PublicFrame>
  );
}
