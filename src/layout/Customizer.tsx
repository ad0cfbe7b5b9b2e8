import { useId, useLayoutEffect, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/lib/storeHooks';
import { Icon } from './icons';
import { customizerToggled, layoutReset, selectLayout, settingsChanged, type LayoutSettings } from './layoutSlice';
import { ORIENTATIONS, POSITIONS, SIDENAV_COLORS, SIDENAV_SIZES, SKINS, THEMES, TOPBAR_COLORS } from './layoutOptions';

/** The options' names, shown in the active language. */
const LABELS: Record<string, MessageDescriptor> = {
  classic: msg`Classic`,
  material: msg`Material`,
  modern: msg`Modern`,
  saas: msg`SaaS`,
  flat: msg`Flat`,
  minimal: msg`Minimal`,
  galaxy: msg`Galaxy (coming soon)`,
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
  vertical: msg`Vertical`,
  horizontal: msg`Horizontal`,
  default: msg`Default`,
  compact: msg`Compact`,
  condensed: msg`Condensed`,
  'on-hover': msg`On hover`,
  'on-hover-active': msg`On hover (expanded)`,
  offcanvas: msg`Off-canvas`,
  gray: msg`Gray`,
  gradient: msg`Gradient`,
  image: msg`Image`,
  fixed: msg`Fixed`,
  scrollable: msg`Scrollable`,
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
  const { i18n } = useLingui();
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
              {LABELS[v] ? i18n._(LABELS[v]) : v}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
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
  const { t } = useLingui();

  // A layout effect: the focus moves in the commit that shows the panel. (A passive effect ran a
  // moment later, after the panel was in the document: a reader, or a test, could find the panel
  // with the focus still on the opener.)
  useLayoutEffect(() => {
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
            <Trans>Admin Customizer</Trans>
          </h2>
          <button ref={closeRef} type="button" className="btn btn-sm so-icon-btn" aria-label={t`Close customizer`} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <div className="so-cz-body">
          <Choice name="skin" legend={t`Skin`} values={SKINS} value={layout.skin} disabled={['galaxy']} />
          <Choice name="theme" legend={t`Colour scheme`} values={THEMES} value={layout.theme} />
          <Choice name="orientation" legend={t`Layout orientation`} values={ORIENTATIONS} value={layout.orientation} />
          {!horizontal && <Choice name="sidenavSize" legend={t`Side menu size`} values={SIDENAV_SIZES} value={layout.sidenavSize} />}
          <Choice name="sidenavColor" legend={t`Side menu colour`} values={SIDENAV_COLORS} value={layout.sidenavColor} />
          {!horizontal && (
            <fieldset className="so-cz-section">
              <legend className="so-cz-legend">
                <Trans>Side menu user panel</Trans>
              </legend>
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
                  <Trans>Show the user panel</Trans>
                </label>
              </div>
            </fieldset>
          )}
          <Choice name="topbarColor" legend={t`Top bar colour`} values={TOPBAR_COLORS} value={layout.topbarColor} />
          <Choice name="position" legend={t`Layout position`} values={POSITIONS} value={layout.position} />
        </div>
        <div className="so-cz-footer">
          <button type="button" className="btn btn-primary w-100" onClick={() => dispatch(layoutReset())}>
            <Trans>Reset to defaults</Trans>
          </button>
        </div>
      </div>
    </>
  );
}
