import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A small accessible menu button / disclosure (instead of react-bootstrap's Dropdown, which
 * brings popper and transitions into the eager bundle). Escape closes and returns focus to the
 * button; a click outside closes; with `menu`, arrow keys move between the menu items.
 */
export function useMenuButton<B extends HTMLElement = HTMLButtonElement>({ menu = true }: { menu?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<B>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"]), a[href]') ?? []);

  // Put focus on the first item once a menu opens (keyboard users land inside it).
  useEffect(() => {
    if (open && menu) items()[0]?.focus();
  }, [open, menu]);

  const onPanelKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
      return;
    }
    if (!menu) return;
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next = -1;
    if (e.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (e.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = list.length - 1;
    else if (e.key === 'Tab') setOpen(false);
    if (next >= 0) {
      e.preventDefault();
      list[next]?.focus();
    }
  };

  const onButtonKeyDown = (e: KeyboardEvent) => {
    if (menu && e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  return {
    open,
    setOpen,
    close,
    buttonProps: {
      ref: buttonRef,
      id: `${id}-button`,
      'aria-haspopup': menu ? ('menu' as const) : undefined,
      'aria-expanded': open,
      'aria-controls': open ? `${id}-panel` : undefined,
      onClick: () => setOpen((o) => !o),
      onKeyDown: onButtonKeyDown,
    },
    panelProps: {
      ref: panelRef,
      id: `${id}-panel`,
      role: menu ? ('menu' as const) : undefined,
      'aria-labelledby': `${id}-button`,
      onKeyDown: onPanelKeyDown,
    },
  };
}
