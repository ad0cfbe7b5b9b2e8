import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { PLANNER_VIEWS, type PlannerView } from '../usePlanner';

const VIEW_LABELS: Record<PlannerView, string> = { week: 'Week', day: 'Day', list: 'List' };

interface WeekToolbarProps {
  date: string;
  view: PlannerView;
  canEdit: boolean;
  draftCount: number;
  copyOnDrop: boolean;
  busy: boolean;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onDate: (date: string) => void;
  onView: (view: PlannerView) => void;
  onCopyOnDrop: (copy: boolean) => void;
  onGenerate: () => void;
  onPublish: () => void;
  onDiscard: () => void;
}

/** Week (or day) navigation kept in the URL, the view switch, and the planner's actions. */
export function WeekToolbar(p: WeekToolbarProps) {
  const step = p.view === 'day' ? 'day' : 'week';
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <ButtonGroup aria-label={`Go to another ${step}`}>
        <Button variant="outline-secondary" onClick={p.onPrev}>
          Previous {step}
        </Button>
        <Button variant="outline-secondary" onClick={p.onToday}>
          Today
        </Button>
        <Button variant="outline-secondary" onClick={p.onNext}>
          Next {step}
        </Button>
      </ButtonGroup>
      <Form.Group controlId="planner-date">
        <Form.Label className="small mb-0">Date</Form.Label>
        <Form.Control type="date" size="sm" value={p.date} onChange={(e) => e.target.value && p.onDate(e.target.value)} />
      </Form.Group>
      <ButtonGroup aria-label="View">
        {PLANNER_VIEWS.map((v) => (
          <Button
            key={v}
            variant={p.view === v ? 'secondary' : 'outline-secondary'}
            aria-pressed={p.view === v}
            onClick={() => p.onView(v)}
          >
            {VIEW_LABELS[v]}
          </Button>
        ))}
      </ButtonGroup>
      {p.canEdit && (
        <>
          {p.view === 'week' && (
            <Form.Check id="planner-copy" type="switch" className="ms-2">
              <Form.Check.Input
                type="checkbox"
                checked={p.copyOnDrop}
                onChange={(e) => p.onCopyOnDrop(e.target.checked)}
                aria-describedby="planner-copy-hint"
              />
              <Form.Check.Label>Dropping copies</Form.Check.Label>
              <Form.Text id="planner-copy-hint" className="d-block mt-0">
                or hold Ctrl while dropping
              </Form.Text>
            </Form.Check>
          )}
          <span className="ms-auto d-flex gap-2">
            <Button variant="outline-primary" onClick={p.onGenerate} disabled={p.busy}>
              Generate shifts
            </Button>
            <Button variant="outline-danger" onClick={p.onDiscard} disabled={p.busy || p.draftCount === 0}>
              Discard drafts of this week
            </Button>
            <Button onClick={p.onPublish} disabled={p.busy || p.draftCount === 0}>
              Publish week ({p.draftCount})
            </Button>
          </span>
        </>
      )}
    </div>
  );
}
