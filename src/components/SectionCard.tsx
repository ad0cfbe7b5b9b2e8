import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface SectionCardProps {
  /** The heading's id; the section is named by its heading. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A card that is a named region of the page: an h2 title, then its content. */
export function SectionCard({ id, title, className, children }: SectionCardProps) {
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <Card.Body>
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}
