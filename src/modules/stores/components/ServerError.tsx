import Alert from 'react-bootstrap/Alert';

/** The failure message of the last save, above the form. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  );
}
