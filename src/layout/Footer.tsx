import { Trans } from '@lingui/react/macro';
import { FOOTER_YEAR, PRODUCT_NAME } from '@/config/constants';
import { demoHook } from '@/lib/demoHook';

/** Footer (docs/rules/layout.md#shell): the copyright; in mock mode the "Reset demo data" action (docs/rules/api.md#running-modes). */
export function Footer() {
  const demo = demoHook();
  return (
    <footer className="so-footer">
      <span>
        © {FOOTER_YEAR} {PRODUCT_NAME}
      </span>
      {demo && (
        <button
          type="button"
          className="btn btn-link btn-sm so-footer-link"
          onClick={() => {
            demo.resetData();
            window.location.reload();
          }}
        >
          <Trans>Reset demo data</Trans>
        </button>
      )}
    </footer>
  );
}
