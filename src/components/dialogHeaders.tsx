import type { ComponentProps } from 'react';
import Modal from 'react-bootstrap/Modal';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLingui } from '@lingui/react/macro';

/**
 * A dialog's or panel's header whose close button is named in the person's language: react-bootstrap
 * names it "Close" in English unless `closeLabel` is given.
 */
export function ModalHeader(props: ComponentProps<typeof Modal.Header>) {
  const { t } = useLingui();
  return <Modal.Header closeLabel={t`Close`} {...props} />;
}

/** The side panel's header, its close button named in the person's language (see ModalHeader). */
export function OffcanvasHeader(props: ComponentProps<typeof Offcanvas.Header>) {
  const { t } = useLingui();
  return <Offcanvas.Header closeLabel={t`Close`} {...props} />;
}
