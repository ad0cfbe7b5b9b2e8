import Card from 'react-bootstrap/Card';

/** A signed-in user without any store cannot open store screens. */
export function NoStorePanel() {
  return (
    <Card body className="text-center py-5">
      <h1 className="h4">No store assigned</h1>
      <p className="text-body-secondary mb-0">
        Your account is not linked to any store yet. Ask your manager to add you to a store.
      </p>
    </Card>
  );
}
