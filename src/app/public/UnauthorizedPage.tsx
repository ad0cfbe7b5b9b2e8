import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { useLogout } from '@/session/useSession';
import { selectIsSignedIn } from '@/session/authSlice';
import { PublicFrame } from './PublicFrame';

const UNAUTHORIZED_REASONS = {
  noPermission: {
    title: msg`You do not have access to this page`,
    text: msg`Your account lacks the permission this page needs. Ask a manager to grant it, or go back to a page you can use.`,
  },
  noRole: {
    title: msg`This page needs another role`,
    text: msg`Your role in the current store does not allow this page. Switch to another store, or ask a manager for the role.`,
  },
} as const;

/** `/unauthorized?reason=noPermission|noRole` (docs/rules/session.md#public-routes, docs/rules/api.md#session-expired), with a way out. */
export function UnauthorizedPage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const signedIn = useAppSelector(selectIsSignedIn);
  const logout = useLogout();
  const reason = params.get('reason') === 'noRole' ? UNAUTHORIZED_REASONS.noRole : UNAUTHORIZED_REASONS.noPermission;
  return (
    <PublicFrame
      eyebrow="403"
      title={i18n._(reason.title)}
      actions={
        signedIn && (
          <Button variant="secondary" onClick={logout}>
            <Trans>Sign in as someone else</Trans>
          </Button>
        )
      }
    >
      <p className="mb-0">{i18n._(reason.text)}</p>
    </PublicFrame>
  );
}
