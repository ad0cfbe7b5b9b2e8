import type { CSSProperties } from 'react';
import { useAppSelector } from '@/lib/storeHooks';
import { useLogout } from '@/session/useSession';
import { Icon } from './icons';
import { useMenuButton } from './useMenuButton';

/** The user's name, or 'User' when none (docs/rules/layout.md#shell). */
function useUserName(): string {
  return useAppSelector((s) => s.auth.userInfo?.userName?.trim()) || 'User';
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || 'U';
}

function Avatar({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <span className="so-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

type MenuButton = ReturnType<typeof useMenuButton>;

/** An open account menu holding 'Log Out', which closes it and signs out. */
function LogOutMenu({ menu, className, style }: { menu: MenuButton; className: string; style?: CSSProperties }) {
  const logout = useLogout();
  return (
    <div className={className} style={style} {...menu.panelProps}>
      <button
        type="button"
        role="menuitem"
        className="dropdown-item d-flex align-items-center gap-2"
        onClick={() => {
          menu.close();
          logout();
        }}
      >
        <Icon name="logout" size={16} />
        Log Out
      </button>
    </div>
  );
}

/**
 * The top bar's user menu: a button named after the user, opening a menu with 'Log Out'. The
 * name is written out only when the side menu's user box is not showing it already.
 */
export function UserMenu({ showName }: { showName: boolean }) {
  const name = useUserName();
  const menu = useMenuButton();
  return (
    <div className="position-relative">
      <button type="button" className="btn so-topbar-btn d-flex align-items-center gap-2" aria-label={name} {...menu.buttonProps}>
        <Avatar name={name} />
        {showName && <span className="d-none d-lg-inline fw-medium">{name}</span>}
        <Icon name="chevronDown" size={14} />
      </button>
      {menu.open && <LogOutMenu menu={menu} className="dropdown-menu dropdown-menu-end show so-popup" style={{ right: 0, left: 'auto' }} />}
    </div>
  );
}

/** The user box in the side menu: the user's name (or 'User') and a dropdown with 'Log Out' (docs/rules/layout.md#shell). */
export function SideUserBox() {
  const name = useUserName();
  const menu = useMenuButton();
  return (
    <div className="so-userbox position-relative">
      <Avatar name={name} size={36} />
      <span className="so-userbox-name text-truncate">{name}</span>
      <button type="button" className="btn btn-sm so-userbox-btn" aria-label="Account options" {...menu.buttonProps}>
        <Icon name="dots" size={18} />
      </button>
      {menu.open && <LogOutMenu menu={menu} className="dropdown-menu show so-popup so-userbox-menu" />}
    </div>
  );
}
