import type { ReactNode } from 'react';

/** A titled card of the inventory pages: a section named by its heading (landmark for screen readers). */
export function SectionCard({
  id,
  title,
  className,
  actions,
  children,
}: {
  /** Id of the heading; the section is labelled by it. */
  id: string;
  title: ReactNode;
  className?: string;
  /** Buttons on the heading's line. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="card h-100">
        <div className="card-body">
          <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
            <h2 id={id} className="h5 mb-0">
              {title}
            </h2>
            {actions}
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
