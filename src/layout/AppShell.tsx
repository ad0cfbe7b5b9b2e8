import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink, Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { ROUTE_TABLE } from '@/app/routeTable';
import { PageLoader } from '@/components/LoadingScreen';
import { FOOTER_YEAR, PRODUCT_NAME } from '@/config/constants';
import { useCanFn, useLogout, useSwitchStore } from '@/session/useSession';

/** The main layout: top bar, side menu, content and footer (spec 2.6). */
export function AppShell() {
  const userInfo = useAppSelector((s) => s.auth.userInfo);
  const store = useAppSelector((s) => s.currentStore.store);
  const can = useCanFn();
  const logout = useLogout();
  const switchStore = useSwitchStore();
  const stores = userInfo?.stores ?? [];
  const entries = ROUTE_TABLE.filter((r) => !r.path.includes(':') && can(r.permission) && (!r.requireStore || store));

  return (
    <div className="d-flex flex-column min-vh-100">
      <Navbar bg="body" className="border-bottom px-3" as="header">
        <Navbar.Brand className="fw-bold text-primary">{PRODUCT_NAME}</Navbar.Brand>
        <div className="ms-auto d-flex align-items-center gap-2">
          {stores.length > 0 && (
            <Form.Select
              aria-label="Current store"
              size="sm"
              value={store?.id ?? ''}
              onChange={(e) => switchStore(e.target.value)}
              style={{ width: 200 }}
            >
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Form.Select>
          )}
          <span className="small">{userInfo?.userName || 'User'}</span>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={logout}>
            Log Out
          </button>
        </div>
      </Navbar>
      <div className="d-flex flex-grow-1">
        <nav aria-label="Main" className="border-end p-2" style={{ width: 220 }}>
          <Nav className="flex-column">
            {entries.map((r) => (
              <Nav.Link as={NavLink} key={r.path} to={r.path} end>
                {r.title}
              </Nav.Link>
            ))}
          </Nav>
        </nav>
        <main className="flex-grow-1 p-3" id="main-content">
          <Container fluid>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
      </div>
      <footer className="border-top px-3 py-2 small text-body-secondary">
        © {FOOTER_YEAR} {PRODUCT_NAME}
      </footer>
    </div>
  );
}
