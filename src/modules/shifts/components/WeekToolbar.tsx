import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';

interface WeekToolbarProps {
  date: string;
  view: 'week' | 'day';
  canEdit: boolean;
  draftCount: number;
  copyOnDrop: boolean;
  busy: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onDate: (date: string) => void;
  onView: (view: 'week' | 'day') => void;
  onCopyOnDrop: (copy: boolean) => void;
  onGenerate: () => void;
  onPublish: () => void;
}

/** Week navigation (kept in the URL), the view switch, and the planner's actions. */
export function WeekToolbar(p: WeekToolbarProps) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <ButtonGroup aria-label="Week">
        <Button variant="outline-secondary" onClick={p.onPrev}>Previous week</Button>
        <Button variant="outline-secondary" onClick={p.onToday}>Today</Button>
        <Button variant="outline-secondary" onClick={p.onNext}>Next week</Button>
      </ButtonGroup>
      <Form.Group controlId="planner-date">
        <Form.Label className="small mb-0">Date</Form.Label>
        <Form.Control type="date" size="sm" value={p.date} onChange={(e) => e.target.value && p.onDate(e.target.value)} />
      </Form.Group>
      <ButtonGroup aria-label="View">
        <Button variant={p.view === 'week' ? 'secondary' : 'outline-secondary'} aria-pressed={p.view === 'week'} onClick={() => p.onView('week')}>Week</Button>
        <Button variant={p.view === 'day' ? 'secondary' : 'outline-secondary'} aria-pressed={p.view === 'day'} onClick={() => p.onView('day')}>Day</Button>
      </ButtonGroup>
      {p.canEdit && (
        <>
          <Form.Check id="planner-copy" type="switch" label="Dropping copies" checked={p.copyOnDrop} onChange={(e) => p.onCopyOnDrop(e.target.checked)} className="ms-2" />
          <span className="ms-auto d-flex gap-2">
            <Button variant="outline-primary" onClick={p.onGenerate} disabled={p.busy}>Generate shifts</Button>
            <Button onClick={p.onPublish} disabled={p.busy || p.draftCount === 0}>Publish week ({p.draftCount})</Button>
          </span>
        </>
      )}
    </div>
  );
}
