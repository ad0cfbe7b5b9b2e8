import Alert from 'react-bootstrap/Alert';
import { MESSAGES } from '@/config/messages';
import { PageHeader } from './PageHeader';

/**
 * A page whose record the user may not read (its read permission is missing, so the call was
 * never sent: a 403 would sign them out). Says so instead of showing an empty screen.
 */
export function NotPermitted({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert variant="warning">{MESSAGES.notPermitted}</Alert>
    </>
  );
}
