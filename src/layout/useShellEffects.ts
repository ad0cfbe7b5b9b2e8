import { useEffect } from 'react';
import { useAppDispatch } from '@/lib/storeHooks';
import { TIMINGS } from '@/config/constants';
import { backdropShown } from './layoutLogic';
import { applyDocumentTheme } from './layoutListeners';
import { mobileMenuToggled, viewportResized, type LayoutState } from './layoutSlice';

/**
 * The shell's effects on the page: the colour mode on <html> (live for 'system'), the responsive
 * rules on resize (debounced 200 ms), the page scroll lock while the backdrop shows, Escape
 * closing the off-canvas menu, and closing it after a navigation.
 */
export function useShellEffects(layout: LayoutState, pathname: string): void {
  const dispatch = useAppDispatch();
  const { theme, skin } = layout;

  useEffect(() => {
    applyDocumentTheme(theme, skin);
    if (theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyDocumentTheme(theme, skin);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [theme, skin]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => dispatch(viewportResized(window.innerWidth)), TIMINGS.resizeDebounceMs);
    };
    dispatch(viewportResized(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [dispatch]);

  const locked = backdropShown({ size: layout.sidenavView, mobileMenuOpen: layout.mobileMenuOpen });
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(mobileMenuToggled(false));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [locked, dispatch]);

  // A navigation closes the off-canvas menu (docs/rules/layout.md#side-menu: choosing an item closes it).
  useEffect(() => {
    dispatch(mobileMenuToggled(false));
  }, [pathname, dispatch]);
}
