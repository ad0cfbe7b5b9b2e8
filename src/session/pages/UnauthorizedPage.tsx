import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { useLogout } from '../useSession';
import { selectIsSignedIn } from '../authSlice';
import { PublicFrame } from './PublicFrame';

const UNAUTHORIZED_REASONS = {
  noPermission: {
    title: 'You do not have access to this page',
    text: 'Your account lacks the permission this page needs. Ask a manager to grant it, or go back to a page you can use.',
  },
  noRole: {
    title: 'This page needs another role',
    text: 'Your role in the current store does not allow this page. Switch to another store, or ask a manager for the role.',
  },
} as const;

/** `/unauthorized?reason=noPermission|noRole` (docs/rules/session.md#public-routes, docs/rules/api.md#session-expired), with a way out. */
export function UnauthorizedPage() {
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const logout = useLogout();
  const reason = params.get('reason') === 'noRole' ? UNAUTHORIZED_REASONS.noRole : UNAUTHORIZED_REASONS.noPermission;
  return (
    <PublicFrame
      eyebrow="403"
      title={reason.title}
      actions={
        signedIn && (
          <Button variant="secondary" onClick={logout}>
            Sign in as someone else
          </Button>
        )
      }
    >
      <p className="mb-0">{reason.text}</p>
    </PublicFrame>
  );
}
