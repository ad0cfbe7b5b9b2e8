import { Trans, useLingui } from '@lingui/react/macro';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { PageHeader } from '@/components/PageHeader';
import { routesOf, useAppModules, type AppModule } from '@/lib/appModule';
import { selectCurrentStore } from '@/session/currentStoreSlice';
import { useCanFn } from '@/session/useSession';

/** The reports the modules declare, each behind the permission of its own page (its route). */
function reportLinks(modules: readonly AppModule[]) {
  const routes = routesOf(modules);
  return modules.flatMap((m) =>
    (m.reports ?? []).flatMap((report) => {
      const route = routes.find((r) => r.path === report.path);
      return route ? [{ to: route.path, title: report.title, text: report.text, permission: route.permission }] : [];
    }),
  );
}

export function ReportListPage() {
  const { t } = useLingui();
  const can = useCanFn();
  const store = useAppSelector(selectCurrentStore);
  const links = reportLinks(useAppModules()).filter((link) => can(link.permission));
  return (
    <>
      <PageHeader title={t`Reports`}>
        {store && <p className="text-body-secondary mb-0">{store.name}</p>}
      </PageHeader>
      {links.length === 0 ? (
        <Card body className="text-center py-5">
          <h2 className="h5">
            <Trans>No reports for you yet</Trans>
          </h2>
          <p className="text-body-secondary mb-0">
            <Trans>Your account cannot open any report in this store. Ask a manager for access.</Trans>
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
