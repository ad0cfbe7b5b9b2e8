import Card from 'react-bootstrap/Card';
import { LinkButton } from '@/components/LinkButton';
import { PATHS } from '@/config/paths';

export function NotFoundPage() {
  return (
    <main className="d-flex align-items-center justify-content-center min-vh-100 p-3">
      <Card body className="text-center" style={{ maxWidth: 520 }}>
        <p className="display-5 fw-bold text-primary mb-1">404</p>
        <h1 className="h4">Page not found</h1>
        <p className="text-body-secondary">The address may be mistyped, or the page has moved.</p>
        <LinkButton to={PATHS.root}>
          Back to StoreOps
        </LinkButton>
      </Card>
    </main>
  );
}
