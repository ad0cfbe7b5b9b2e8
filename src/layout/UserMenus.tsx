import type { CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector } from '@/lib/storeHooks';
import { useLanguage } from '@/lib/i18n/LanguageContext';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n/languages';
import { useLogout } from '@/session/useSession';
import { Icon } from './icons';
import { useMenuButton } from './useMenuButton';

/** The user's name, or 'User' when none (docs/rules/layout.md#shell). */
function useUserName(): string {
  const { t } = useLingui();
  return useAppSelector((s) => s.auth.userInfo?.userName?.trim()) || t`User`;
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

/**
 * The language switch of the account menu (docs/rules/i18n.md#choosing-the-language): each
 * language in its own name and `lang`, the current one checked; choosing one shows it everywhere.
 */
function LanguageChoices({ onChosen }: { onChosen: () => void }) {
  const { t } = useLingui();
  const { language, choose } = useLanguage();
  const label = t`Language`;
  return (
    <div role="group" aria-label={label}>
      <div className="dropdown-header" aria-hidden="true">
        {label}
      </div>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          role="menuitemradio"
          aria-checked={language === lang}
          lang={lang}
          className={`dropdown-item d-flex align-items-center gap-2${language === lang ? ' active' : ''}`}
          onClick={() => {
            onChosen();
            void choose(lang);
          }}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </div>
  );
}

/** An open account menu: the language switch, then 'Log Out', which closes it and signs out. */
function LogOutMenu({ menu, className, style }: { menu: MenuButton; className: string; style?: CSSProperties }) {
  const logout = useLogout();
  return (
    <div className={className} style={style} {...menu.panelProps}>
      <LanguageChoices onChosen={() => menu.close(true)} />
      <hr className="dropdown-divider" />
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
        <Trans>Log Out</Trans>
      </button>
    </div>
  );
}

/**
 * The top bar's user menu: a button named after the user, opening a menu with the language and 'Log Out'. The
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
  const { t } = useLingui();
  return (
    <div className="so-userbox position-relative">
      <Avatar name={name} size={36} />
      <span className="so-userbox-name text-truncate">{name}</span>
      <button type="button" className="btn btn-sm so-userbox-btn" aria-label={t`Account options`} {...menu.buttonProps}>
        <Icon name="dots" size={18} />
      </button>
      {menu.open && <LogOutMenu menu={menu} className="dropdown-menu show so-popup so-userbox-menu" />}
    </div>
  );
}
