import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useAppSelector } from '@/lib/storeHooks';
import { LinkButton } from '@/components/LinkButton';
import { LanguageSelect } from '@/lib/i18n/LanguageSelect';
import { PRODUCT_NAME } from '@/config/constants';
import { PATHS } from '@/config/paths';
import { selectIsSignedIn } from '@/session/authSlice';

interface PublicFrameProps {
  /** A big code or symbol above the title, e.g. 404. */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** Extra actions beside the way back. */
  actions?: ReactNode;
}

/** The frame of the public information pages: short text and always a way back. */
export function PublicFrame({ eyebrow, title, children, actions }: PublicFrameProps) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <main className="d-flex align-items-center justify-content-center min-vh-100 p-3 bg-body-tertiary">
      <Card body className="text-center shadow-sm w-100" style={{ maxWidth: 560 }}>
        <p className="fw-bold text-primary-emphasis mb-2">{PRODUCT_NAME}</p>
        {eyebrow && (
          <p className="display-5 fw-bold mb-1" aria-hidden="true">
            {eyebrow}
          </p>
        )}
        <h1 className="h4">{title}</h1>
        <div className="text-body-secondary mb-3">{children}</div>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {signedIn ? (
            <LinkButton to={PATHS.root}>
              <Trans>Back to {PRODUCT_NAME}</Trans>
            </LinkButton>
          ) : (
            <LinkButton to={PATHS.signIn}>
              <Trans>Go to sign in</Trans>
            </LinkButton>
          )}
          {actions}
        </div>
        <LanguageSelect className="mt-4 pt-3 border-top" />
      </Card>
    </main>
  );
}
