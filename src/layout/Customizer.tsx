import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { Icon } from './icons';
import { customizerToggled, layoutReset, selectLayout, settingsChanged, type LayoutSettings } from './layoutSlice';
import { ORIENTATIONS, POSITIONS, SIDENAV_COLORS, SIDENAV_SIZES, SKINS, THEMES, TOPBAR_COLORS } from './layoutOptions';

const LABELS: Record<string, string> = {
  classic: 'Classic',
  material: 'Material',
  modern: 'Modern',
  saas: 'SaaS',
  flat: 'Flat',
  minimal: 'Minimal',
  galaxy: 'Galaxy (coming soon)',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  vertical: 'Vertical',
  horizontal: 'Horizontal',
  default: 'Default',
  compact: 'Compact',
  condensed: 'Condensed',
  'on-hover': 'On hover',
  'on-hover-active': 'On hover (expanded)',
  offcanvas: 'Off-canvas',
  gray: 'Gray',
  gradient: 'Gradient',
  image: 'Image',
  fixed: 'Fixed',
  scrollable: 'Scrollable',
};

type ChoiceKey = Exclude<keyof LayoutSettings, 'sidenavUserShown' | 'width'>;

function Choice<K extends ChoiceKey>({
  name,
  legend,
  values,
  value,
  disabled = [],
}: {
  name: K;
  legend: string;
  values: readonly LayoutSettings[K][];
  value: LayoutSettings[K];
  disabled?: readonly string[];
}) {
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <fieldset className="so-cz-section">
      <legend className="so-cz-legend">{legend}</legend>
      <div className="so-cz-options">
        {values.map((v) => (
          <div className="form-check" key={v}>
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-${name}`}
              id={`${id}-${name}-${v}`}
              value={v}
              checked={value === v}
              disabled={disabled.includes(v)}
              onChange={() => dispatch(settingsChanged({ [name]: v }))}
            />
            <label className="form-check-label" htmlFor={`${id}-${name}-${v}`}>
              {LABELS[v] ?? v}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, a[href], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the panel. */
function trapTab(e: KeyboardEvent, panel: HTMLElement | null) {
  const focusables = Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  // Radios of one group are one tab stop; the browser handles those within the panel.
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const inside = panel?.contains(document.activeElement) ?? false;
  if (!inside) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The 'Admin Customizer' panel on the right (docs/rules/layout.md#shell, docs/rules/layout.md#layout-preferences): every layout setting, applied at
 * once (the shell behind is the live preview), and a reset. A modal dialog: the focus stays
 * inside while it is open, Escape closes it, and the focus returns to where it was.
 */
export function Customizer() {
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayout);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        dispatch(customizerToggled(false));
      } else if (e.key === 'Tab') {
        trapTab(e, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previous?.focus?.();
    };
  }, [dispatch]);

  const close = () => dispatch(customizerToggled(false));

  const horizontal = layout.orientation === 'horizontal';
  return (
    <>
      <div className="so-cz-backdrop" aria-hidden="true" onClick={close} />
      <div ref={panelRef} className="so-cz" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="so-cz-header">
          <h2 className="h5 mb-0" id={titleId}>
            Admin Customizer
          </h2>
          <button ref={closeRef} type="button" className="btn btn-sm so-icon-btn" aria-label="Close customizer" onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <div className="so-cz-body">
          <Choice name="skin" legend="Skin" values={SKINS} value={layout.skin} disabled={['galaxy']} />
          <Choice name="theme" legend="Colour scheme" values={THEMES} value={layout.theme} />
          <Choice name="orientation" legend="Layout orientation" values={ORIENTATIONS} value={layout.orientation} />
          {!horizontal && <Choice name="sidenavSize" legend="Side menu size" values={SIDENAV_SIZES} value={layout.sidenavSize} />}
          <Choice name="sidenavColor" legend="Side menu colour" values={SIDENAV_COLORS} value={layout.sidenavColor} />
          {!horizontal && (
            <fieldset className="so-cz-section">
              <legend className="so-cz-legend">Side menu user panel</legend>
              <div className="form-check form-switch">
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  id={`${titleId}-user`}
                  checked={layout.sidenavUserShown}
                  onChange={(e) => dispatch(settingsChanged({ sidenavUserShown: e.target.checked }))}
                />
                <label className="form-check-label" htmlFor={`${titleId}-user`}>
                  Show the user panel
                </label>
              </div>
            </fieldset>
          )}
          <Choice name="topbarColor" legend="Top bar colour" values={TOPBAR_COLORS} value={layout.topbarColor} />
          <Choice name="position" legend="Layout position" values={POSITIONS} value={layout.position} />
        </div>
        <div className="so-cz-footer">
          <button type="button" className="btn btn-primary w-100" onClick={() => dispatch(layoutReset())}>
            Reset to defaults
          </button>
        </div>
      </div>
    </>
  );
}
