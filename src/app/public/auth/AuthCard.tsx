import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { PRODUCT_NAME } from '@/config/constants';
import { LanguageSelect } from '@/lib/i18n/LanguageSelect';

export interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The product's auth frame (and the `/auth-1/*` family): a centred card. */
export function AuthCard({ title, subtitle, children }: AuthFrameProps) {
  return (
    <main className="auth-page d-flex align-items-center justify-content-center min-vh-100 p-3 bg-body-tertiary">
      <AuthPanel className="auth-card shadow-sm" title={title} subtitle={subtitle}>
        {children}
      </AuthPanel>
    </main>
  );
}

/** The card of a centred auth form: the heading, then the form. */
export function AuthPanel({ className, title, subtitle, children }: AuthFrameProps & { className: string }) {
  return (
    <Card className={`${className} w-100`} style={{ maxWidth: 440 }}>
      <Card.Body className="p-4">
        <AuthHeading title={title} subtitle={subtitle} />
        {children}
        <AuthLanguage />
      </Card.Body>
    </Card>
  );
}

export function AuthHeading({ title, subtitle }: Pick<AuthFrameProps, 'title' | 'subtitle'>) {
  return (
    <div className="text-center mb-4">
      <div className="fw-bold fs-4 text-primary-emphasis" aria-hidden="true">
        {PRODUCT_NAME}
      </div>
      <h1 className="h5 mt-2 mb-1">{title}</h1>
      {subtitle && <p className="text-body-secondary small mb-0">{subtitle}</p>}
    </div>
  );
}

/** The language switch under an auth form (docs/rules/i18n.md#choosing-the-language). */
export function AuthLanguage() {
  return <LanguageSelect className="mt-4 pt-3 border-top" />;
}
