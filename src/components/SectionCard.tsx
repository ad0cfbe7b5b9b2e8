import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id; the section is named by its heading (a landmark for screen readers). */
  id: string;
  title: ReactNode;
  /** The section's classes: its margin, or its column in a row (the card fills the column's height). */
  className?: string;
  /** Buttons on the heading's line. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A card that is a named region of the page: an h2 title (and its actions), then its content. */
export function SectionCard({ id, title, className, actions, children }: SectionCardProps) {
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
