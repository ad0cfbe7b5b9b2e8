import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageHeader } from '@/components/PageHeader';
import { routeRule } from '@/app/routeTable';
import { PATHS } from '@/config/paths';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCanFn } from '@/session/useSession';

/** A report the hub links to: its page's path and permission come from the route table. */
const report = (path: string, title: string, text: string) => {
  const rule = routeRule(path);
  return { to: rule.path, title, text, permission: rule.permission };
};

/** The reports StoreOps has, each behind the permission of its own page (spec 2.2). */
export const REPORT_LINKS = [
  report(PATHS.shiftsReport, 'Shift report', 'Planned and worked hours per employee for a period.'),
  report(PATHS.inventoryAnalysis, 'Inventory analysis', 'Stock levels, average usage and what runs out soon.'),
  report(PATHS.tips, 'Tip overview', 'Tips per day and per employee, ready for the SEPA export.'),
] as const;

export function ReportListPage() {
  const can = useCanFn();
  const store = useAppSelector(selectCurrentStore);
  const links = REPORT_LINKS.filter((link) => can(link.permission));
  return (
    <>
      <PageHeader title="Reports">
        {store && <p className="text-body-secondary mb-0">{store.name}</p>}
      </PageHeader>
      {links.length === 0 ? (
        <Card body className="text-center py-5">
          <h2 className="h5">No reports for you yet</h2>
          <p className="text-body-secondary mb-0">
            Your account cannot open any report in this store. Ask a manager for access.
          </p>
        </Card>
      ) : (
        <div className="row g-3">
          {links.map((link) => (
            <div className="col-12 col-md-6 col-xl-4" key={link.to}>
              <Card className="h-100">
                <Card.Body>
                  <h2 className="h5">
                    <Link to={link.to} className="stretched-link text-decoration-none">
                      {link.title}
                    </Link>
                  </h2>
                  <p className="text-body-secondary mb-0">{link.text}</p>
                </Card.Body>
              </Card>
            </div>
          ))}
        </div>
      )}
    </>
  );
}
