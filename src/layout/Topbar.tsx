import { useLingui } from '@lingui/react/macro';
import type { SearchResult, SearchSource } from '@/lib/appModule';
import type { Permission } from '@/config/permissions';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { useSwitchStore } from '@/session/useSession';
import { Icon } from './icons';
import { settingsChanged, sidenavToggled, customizerToggled } from './layoutSlice';
import { MegaMenu } from './MegaMenu';
import { QuickSearch } from './QuickSearch';
import { Brand } from './SideNav';
import { UserMenu } from './UserMenus';

/** The store selector (docs/rules/session.md#current-store): shown with at least one store, hidden with none. */
function StoreSelector() {
  const stores = useAppSelector((s) => s.auth.userInfo?.stores) ?? [];
  const current = useAppSelector((s) => s.currentStore.store);
  const switchStore = useSwitchStore();
  const { t } = useLingui();
  if (stores.length === 0) return null;
  return (
    <select
      className="form-select form-select-sm so-store-select"
      aria-label={t`Current store`}
      value={current?.id ?? ''}
      onChange={(e) => switchStore(e.target.value)}
    >
      {!current && <option value="">{t`Choose a store`}</option>}
      {stores.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );
}

interface Props {
  colorScheme: 'light' | 'dark';
  resolvedTheme: 'light' | 'dark';
  showToggle: boolean;
  showBrand: boolean;
  showUserName: boolean;
  pages: readonly SearchResult[];
  sources: readonly SearchSource[];
  can: (p: Permission) => boolean;
  storeId: string | null;
  children?: React.ReactNode;
}

/** The top bar (docs/rules/layout.md#shell): toggle, quick search, mega menu, customizer, theme, store, user. */
export function Topbar({ colorScheme, resolvedTheme, showToggle, showBrand, showUserName, pages, sources, can, storeId, children }: Props) {
  const dispatch = useAppDispatch();
  const mobileMenuOpen = useAppSelector((s) => s.layout.mobileMenuOpen);
  const nextTheme = resolvedTheme === 'dark' ? 'light' : 'dark';
  const { t } = useLingui();
  const themeLabel = nextTheme === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`;
  return (
    <header className="so-topbar" data-bs-theme={colorScheme}>
      <div className="so-topbar-row">
        {showToggle && (
          <button
            type="button"
            className="btn so-topbar-btn"
            aria-label={t`Toggle side menu`}
            aria-expanded={mobileMenuOpen || undefined}
            onClick={() => dispatch(sidenavToggled())}
          >
            <Icon name="menu" size={20} />
          </button>
        )}
        {showBrand && <Brand className="so-topbar-brand" />}
        <QuickSearch pages={pages} sources={sources} storeId={storeId} />
        <MegaMenu can={can} hasStore={storeId !== null} />
        <div className="ms-auto d-flex align-items-center gap-1 gap-sm-2">
          <StoreSelector />
          <button
            type="button"
            className="btn so-topbar-btn"
            aria-label={themeLabel}
            title={themeLabel}
            onClick={() => dispatch(settingsChanged({ theme: nextTheme }))}
          >
            <Icon name={nextTheme === 'dark' ? 'moon' : 'sun'} size={20} />
          </button>
          <button
            type="button"
            className="btn so-topbar-btn"
            aria-label={t`Open customizer`}
            title={t`Open customizer`}
            onClick={() => dispatch(customizerToggled(true))}
          >
            <Icon name="gear" size={20} />
          </button>
          <UserMenu showName={showUserName} />
        </div>
      </div>
      {children}
    </header>
  );
}
