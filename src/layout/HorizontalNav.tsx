import { Link } from 'react-router-dom';
import { Icon } from './icons';
import { findActive, flattenLinks, type MenuItem } from './menu';
import { useMenuButton } from './useMenuButton';

function SubLinks({ items, activeKey, onChoose }: { items: readonly MenuItem[]; activeKey: string | null; onChoose: () => void }) {
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) =>
        item.children ? (
          <li key={item.key} className="so-hnav-subgroup">
            <span className="so-hnav-subtitle">{item.label}</span>
            <SubLinks items={item.children} activeKey={activeKey} onChoose={onChoose} />
          </li>
        ) : (
          <li key={item.key}>
            {item.isDisabled || !item.url ? (
              <span className="so-hnav-sublink so-menu-disabled" aria-disabled="true">
                {item.label}
              </span>
            ) : (
              <Link
                to={item.url}
                className={`so-hnav-sublink${item.key === activeKey ? ' active' : ''}`}
                aria-current={item.key === activeKey ? 'page' : undefined}
                onClick={onChoose}
              >
                {item.label}
              </Link>
            )}
          </li>
        ),
      )}
    </ul>
  );
}

function HGroup({ item, activeKey }: { item: MenuItem; activeKey: string | null }) {
  const { open, close, buttonProps, panelProps } = useMenuButton({ menu: false });
  const holdsActive = flattenLinks(item.children ?? []).some((l) => l.item.key === activeKey);
  return (
    <>
      <button type="button" className={`so-hnav-link${holdsActive ? ' active' : ''}`} {...buttonProps}>
        {item.icon && <Icon name={item.icon} className="so-menu-icon" />}
        <span>{item.label}</span>
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

/** The same menu as a top navigation (horizontal orientation, spec 4.6). */
export function HorizontalNav({ items, pathname }: { items: readonly MenuItem[]; pathname: string }) {
  const activeKey = findActive(items, pathname)?.item.key ?? null;
  return (
    <nav aria-label="Main" className="so-hnav">
      <ul className="list-unstyled mb-0 d-flex flex-wrap align-items-center gap-1">
        {items
          .filter((item) => !item.isTitle)
          .map((item) => (
            <li key={item.key} className="so-hnav-item">
              {item.children ? (
                <HGroup item={item} activeKey={activeKey} />
              ) : item.isDisabled || !item.url ? (
                <span className="so-hnav-link so-menu-disabled" aria-disabled="true">
                  {item.label}
                </span>
              ) : (
                <Link
                  to={item.url}
                  className={`so-hnav-link${item.key === activeKey ? ' active' : ''}`}
                  aria-current={item.key === activeKey ? 'page' : undefined}
                >
                  {item.icon && <Icon name={item.icon} className="so-menu-icon" />}
                  <span>{item.label}</span>
                </Link>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}
