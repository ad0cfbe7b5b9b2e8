import Spinner from 'react-bootstrap/Spinner';
import { MESSAGES } from '@/config/messages';

/** Centred spinner with the hidden text 'Loading...' (docs/rules/layout.md#shell). */
export function LoadingScreen() {
  return (
    <div className="d-flex align-items-center justify-content-center min-vh-100" data-testid="auth-loading">
      <Spinner animation="border" role="status" variant="primary">
        <span className="visually-hidden">{MESSAGES.loading}</span>
      </Spinner>
    </div>
  );
}
