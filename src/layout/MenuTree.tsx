import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatCompact } from '@/lib/format';
import { usePreloadLink } from '@/lib/linkPreload';
import { Icon } from './icons';
import { findActive, type MenuItem } from './menu';

interface TreeProps {
  items: readonly MenuItem[];
  pathname: string;
  /** Called when a link is chosen (closes the off-canvas menu on small screens). */
  onNavigate?: () => void;
}

function Badge({ badge }: { badge: NonNullable<MenuItem['badge']> }) {
  return <span className={`badge rounded-pill text-bg-${badge.variant} so-menu-badge`}>{formatCompact(badge.value)}</span>;
}

function ItemContent({ item }: { item: MenuItem }) {
  const { i18n } = useLingui();
  return (
    <>
      {item.icon ? <Icon name={item.icon} className="so-menu-icon" /> : <span className="so-menu-bullet" aria-hidden="true" />}
      <span className="so-menu-label">{i18n._(item.label)}</span>
      {item.badge && <Badge badge={item.badge} />}
    </>
  );
}

function MenuLink({ item, activeKey, onNavigate }: { item: MenuItem; activeKey: string | null; onNavigate?: () => void }) {
  const className = `so-menu-link${item.isSpecial ? ' so-menu-special' : ''}`;
  const preloadPath = usePreloadLink();
  const { url } = item;
  if (item.isDisabled || !url) {
    return (
      <span className={`${className} so-menu-disabled`} aria-disabled="true">
        <ItemContent item={item} />
      </span>
    );
  }
  const active = item.key === activeKey;
  return (
    <Link
      to={url}
      className={`${className}${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      // Intent: the page's chunk loads on hover or focus, so the click shows it without a spinner.
      onMouseEnter={() => preloadPath(url)}
      onFocus={() => preloadPath(url)}
    >
      <ItemContent item={item} />
    </Link>
  );
}

function Group({
  item,
  activeKey,
  openKeys,
  onToggle,
  onNavigate,
}: {
  item: MenuItem;
  activeKey: string | null;
  openKeys: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  const open = openKeys.has(item.key);
  const id = `so-menu-${item.key}`;
  const holdsActive = item.children?.some(function holds(c): boolean {
    return c.key === activeKey || (c.children?.some(holds) ?? false);
  });
  return (
    <>
      <button
        type="button"
        className={`so-menu-link so-menu-toggle${holdsActive ? ' so-menu-parent-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        disabled={item.isDisabled}
        onClick={() => onToggle(item.key)}
      >
        <ItemContent item={item} />
        <Icon name="chevron" size={14} className="so-menu-caret" />
      </button>
      <div id={id} className={`so-collapse${open ? ' show' : ''}`}>
        <ul className="so-menu-sub list-unstyled">
          <li className="so-menu-flyout-title" aria-hidden="true">
            {i18n._(item.label)}
          </li>
          <Items items={item.children ?? []} activeKey={activeKey} openKeys={openKeys} onToggle={onToggle} onNavigate={onNavigate} />
        </ul>
      </div>
    </>
  );
}

function Items(props: {
  items: readonly MenuItem[];
  activeKey: string | null;
  openKeys: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  return props.items.map((item) =>
    item.isTitle ? (
      <li key={item.key} className="so-menu-title">
        {i18n._(item.label)}
      </li>
    ) : (
      <li key={item.key} className="so-menu-item">
        {item.children ? (
          <Group item={item} {...props} />
        ) : (
          <MenuLink item={item} activeKey={props.activeKey} onNavigate={props.onNavigate} />
        )}
      </li>
    ),
  );
}

/**
 * The vertical menu: titled sections, nested groups that expand (300 ms), the active item
 * marked with aria-current, and the groups above it opened whenever the path changes.
 */
export function MenuTree({ items, pathname, onNavigate }: TreeProps) {
  const active = findActive(items, pathname);
  const activeKey = active?.item.key ?? null;
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(active?.parents ?? []));
  const [seenPath, setSeenPath] = useState(pathname);
  // A group opens by itself when a child matches the new path (state adjusted during render).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const parents = active?.parents ?? [];
    if (parents.some((k) => !openKeys.has(k))) setOpenKeys(new Set([...openKeys, ...parents]));
  }
  const onToggle = (key: string) =>
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <ul className="so-menu list-unstyled mb-0">
      <Items items={items} activeKey={activeKey} openKeys={openKeys} onToggle={onToggle} onNavigate={onNavigate} />
    </ul>
  );
}

/** Scrolls the active item into view once, 100 ms after load, with a 500 ms animation (docs/rules/layout.md#side-menu). */
export function useScrollActiveIntoView(
  container: React.RefObject<HTMLElement | null>,
  { delayMs, durationMs, ratio }: { delayMs: number; durationMs: number; ratio: number },
): void {
  useEffect(() => {
    let frame = 0;
    const timer = setTimeout(() => {
      const box = container.current;
      const item = box?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!box || !item) return;
      const boxRect = box.getBoundingClientRect();
      const itemRect = item.getBoundingClientRect();
      // Already in view: leave the menu where it is.
      if (itemRect.top >= boxRect.top && itemRect.bottom <= boxRect.bottom) return;
      const offset = itemRect.top - boxRect.top + box.scrollTop;
      const max = box.scrollHeight - box.clientHeight;
      const target = Math.max(0, Math.min(max, offset - window.innerHeight * ratio));
      const start = box.scrollTop;
      if (Math.abs(target - start) < 1) return;
      const began = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - began) / durationMs);
        const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
        box.scrollTop = start + (target - start) * eased;
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
    // Once, on load (docs/rules/layout.md#side-menu).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scroll runs once per mount on purpose
  }, []);
}
