import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon } from './icons';
import { findActive, flattenLinks, type MenuItem } from './menu';
import { useMenuButton } from './useMenuButton';

interface HLinkProps {
  item: MenuItem;
  activeKey: string | null;
  className: string;
  onChoose?: () => void;
  /** What the link shows (the label when left out); a disabled entry shows its label. */
  children?: ReactNode;
}

/** A menu entry: a link (marked when it is the current page), or its label when it is disabled. */
function HLink({ item, activeKey, className, onChoose, children }: HLinkProps) {
  const { i18n } = useLingui();
  const label = i18n._(item.label);
  if (item.isDisabled || !item.url) {
    return (
      <span className={`${className} so-menu-disabled`} aria-disabled="true">
        {label}
      </span>
    );
  }
  const active = item.key === activeKey;
  return (
    <Link to={item.url} className={`${className}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={onChoose}>
      {children ?? label}
    </Link>
  );
}

function SubLinks({ items, activeKey, onChoose }: { items: readonly MenuItem[]; activeKey: string | null; onChoose: () => void }) {
  const { i18n } = useLingui();
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) =>
        item.children ? (
          <li key={item.key} className="so-hnav-subgroup">
            <span className="so-hnav-subtitle">{i18n._(item.label)}</span>
            <SubLinks items={item.children} activeKey={activeKey} onChoose={onChoose} />
          </li>
        ) : (
          <li key={item.key}>
            <HLink item={item} activeKey={activeKey} className="so-hnav-sublink" onChoose={onChoose} />
          </li>
        ),
      )}
    </ul>
  );
}

function HGroup({ item, activeKey }: { item: MenuItem; activeKey: string | null }) {
  const { i18n } = useLingui();
  const { open, close, buttonProps, panelProps } = useMenuButton({ menu: false });
  const holdsActive = flattenLinks(item.children ?? []).some((l) => l.item.key === activeKey);
  return (
    <>
      <button type="button" className={`so-hnav-link${holdsActive ? ' active' : ''}`} {...buttonProps}>
        {item.icon && <Icon name={item.icon} className="so-menu-icon" />}
        <span>{i18n._(item.label)}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      {open && (
        <div className="so-hnav-panel shadow" {...panelProps}>
          <SubLinks items={item.children ?? []} activeKey={activeKey} onChoose={() => close()} />
        </div>
      )}
    </>
  );
}

/** The same menu as a top navigation (horizontal orientation, docs/rules/layout.md#layout-preferences). */
export function HorizontalNav({ items, pathname }: { items: readonly MenuItem[]; pathname: string }) {
  const { i18n, t } = useLingui();
  const activeKey = findActive(items, pathname)?.item.key ?? null;
  return (
    <nav aria-label={t`Main`} className="so-hnav">
      <ul className="list-unstyled mb-0 d-flex flex-wrap align-items-center gap-1">
        {items
          .filter((item) => !item.isTitle)
          .map((item) => (
            <li key={item.key} className="so-hnav-item">
              {item.children ? (
                <HGroup item={item} activeKey={activeKey} />
              ) : (
                <HLink item={item} activeKey={activeKey} className="so-hnav-link">
                  {item.icon && <Icon name={item.icon} className="so-menu-icon" />}
                  <span>{i18n._(item.label)}</span>
                </HLink>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}
