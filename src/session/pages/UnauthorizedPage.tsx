import Card from 'react-bootstrap/Card';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '@/components/LinkButton';
import { PATHS } from '@/config/paths';

const REASONS: Record<string, { title: string; text: string }> = {
  noPermission: {
    title: 'You do not have access to this page',
    text: 'Your account lacks the permission this page needs. Ask a manager to grant it, or go back to a page you can use.',
  },
  noRole: {
    title: 'This page needs another role',
    text: 'Your role in the current store does not allow this page. Switch store or ask a manager for the role.',
  },
};

export function UnauthorizedPage() {
  const [params] = useSearchParams();
  const reason = REASONS[params.get('reason') ?? ''] ?? REASONS.noPermission;
  return (
    <main className="d-flex align-items-center justify-content-center min-vh-100 p-3">
      <Card body className="text-center" style={{ maxWidth: 520 }}>
        <h1 className="h4">{reason?.title}</h1>
        <p className="text-body-secondary">{reason?.text}</p>
        <LinkButton to={PATHS.root}>
          Go to my start page
        </LinkButton>
      </Card>
    </main>
  );
}
