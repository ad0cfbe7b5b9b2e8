import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import { Link } from 'react-router-dom';

interface TileProps {
  id: string;
  title: string;
  to: string;
  linkLabel: string;
  /** Wider tiles take two columns on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/** One dashboard tile: a titled region with its own states and a link to its page. */
export function Tile({ id, title, to, linkLabel, wide = false, children }: TileProps) {
  return (
    <Col md={6} xl={wide ? 8 : 4}>
      <Card as="section" aria-labelledby={`${id}-title`} className="h-100">
        <Card.Body>
          <h2 id={`${id}-title`} className="h5">
            {title}
          </h2>
          {children}
        </Card.Body>
        <Card.Footer className="bg-transparent">
          <Link to={to}>{linkLabel}</Link>
        </Card.Footer>
      </Card>
    </Col>
  );
}

/** A big figure with its label. */
export function Figure({ value, label, tone }: { value: number; label: string; tone?: 'danger' | 'warning' }) {
  return (
    <div className="me-4">
      <div className={`fs-3 fw-semibold ${tone ? `text-${tone}-emphasis` : ''}`}>{value}</div>
      <div className="small text-body-secondary">{label}</div>
    </div>
  );
}
