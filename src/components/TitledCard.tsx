import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface TitledCardProps {
  title: ReactNode;
  /** Shown at the end of the title's line (e.g. the store a form belongs to). */
  aside?: ReactNode;
  /** The heading's classes: `h5 mb-3` (a form's part) unless told. */
  headingClassName?: string;
  children: ReactNode;
}

/** A card with an h2 title: a part of a form or of a read-only record. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS classes, not a text
export function TitledCard({ title, aside, headingClassName = 'h5 mb-3', children }: TitledCardProps) {
  const heading = <h2 className={aside ? 'h5 mb-0' : headingClassName}>{title}</h2>;
  return (
    <Card className="mb-3">
      <Card.Body>
        {aside ? (
          <div className="d-flex justify-content-between align-items-baseline mb-3">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </Card.Body>
    </Card>
  );
}
