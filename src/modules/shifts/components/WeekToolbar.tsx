import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import { PLANNER_VIEWS, type PlannerView } from '../usePlanner';

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
  const { t } = useLingui();
  const byDay = p.view === 'day';
  const count = p.draftCount;
  const viewLabels: Record<PlannerView, string> = { week: t`Week`, day: t`Day`, list: t`List` };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <ButtonGroup aria-label={byDay ? t`Go to another day` : t`Go to another week`}>
        <Button variant="outline-secondary" onClick={p.onPrev}>
          {byDay ? t`Previous day` : t`Previous week`}
        </Button>
        <Button variant="outline-secondary" onClick={p.onToday}>
          <Trans>Today</Trans>
        </Button>
        <Button variant="outline-secondary" onClick={p.onNext}>
          {byDay ? t`Next day` : t`Next week`}
        </Button>
      </ButtonGroup>
      <Form.Group controlId="planner-date">
        <Form.Label className="small mb-0">
          <Trans>Date</Trans>
        </Form.Label>
        <Form.Control type="date" size="sm" value={p.date} onChange={(e) => e.target.value && p.onDate(e.target.value)} />
      </Form.Group>
      <ButtonGroup aria-label={t`View`}>
        {PLANNER_VIEWS.map((v) => (
          <Button
            key={v}
            variant={p.view === v ? 'secondary' : 'outline-secondary'}
            aria-pressed={p.view === v}
            onClick={() => p.onView(v)}
          >
            {viewLabels[v]}
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
              <Form.Check.Label>
                <Trans>Dropping copies</Trans>
              </Form.Check.Label>
              <Form.Text id="planner-copy-hint" className="d-block mt-0">
                <Trans>or hold Ctrl while dropping</Trans>
              </Form.Text>
            </Form.Check>
          )}
          <span className="ms-auto d-flex gap-2">
            <Button variant="outline-primary" onClick={p.onGenerate} disabled={p.busy}>
              <Trans>Generate shifts</Trans>
            </Button>
            <Button variant="outline-danger" onClick={p.onDiscard} disabled={p.busy || p.draftCount === 0}>
              <Trans>Discard drafts of this week</Trans>
            </Button>
            <Button onClick={p.onPublish} disabled={p.busy || p.draftCount === 0}>
              <Trans>Publish week ({count})</Trans>
            </Button>
          </span>
        </>
      )}
    </div>
  );
}
