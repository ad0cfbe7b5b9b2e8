import Card from 'react-bootstrap/Card';
import { PageHeader } from './PageHeader';

/** Shown inside the shell for a route whose module has not landed yet: never a blank screen. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card body className="text-center py-5">
        <h2 className="h5">Coming soon</h2>
        <p className="text-body-secondary mb-0">This part of StoreOps is being built. Your access to it is already set up.</p>
      </Card>
    </>
  );
}
