import type { Project } from '@plotplan/contract';
import type { Plan, Plot } from '@plotplan/domain';
import { useId, useState } from 'react';
import type { ComplianceReport } from '@plotplan/domain';
import { notify } from '../../lib/notify';
import { toProjectFile } from '../projects';
import { downloadBlob, fileStem } from './export/download';
import { drawingToSvg } from './export/drawing-svg';
import type { DrawingObjectStyle } from './export/drawing-types';
import { pngSize, svgToPng } from './export/export-png';
import { A3_LANDSCAPE, A4_LANDSCAPE, buildPlanDrawing } from './export/plan-drawing';
import { reportSections } from './export/report-text';
import type { ObjectRow } from './object-rows';
import type { ObjectSun } from './sun/use-object-sun';

type ExportKind = 'pdf' | 'png' | 'svg' | 'json';

interface ExportPanelProps {
  readonly project: Project;
  readonly plot: Plot;
  readonly plan: Plan;
  readonly styles: ReadonlyMap<string, DrawingObjectStyle>;
  readonly objects: readonly ObjectRow[];
  readonly sun: ObjectSun;
  readonly compliance: ComplianceReport;
}

const today = () => new Date().toISOString().slice(0, 10);

const sunNote = (sun: ObjectSun) =>
  sun.status === 'no-location'
    ? "Sun hours need the plot's location."
    : sun.status === 'computing'
      ? 'Sun hours were still being computed at export.'
      : undefined;

/** Downloads of the plan: PDF (A4 or A3, to scale, with the report), PNG at 300 dpi, SVG and the project as JSON. */
export function ExportPanel({ project, plot, plan, styles, objects, sun, compliance }: ExportPanelProps) {
  const [paper, setPaper] = useState<'a4' | 'a3'>('a4');
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [done, setDone] = useState('');
  const paperId = useId();
  const stem = fileStem(project.name);

  const run = async (kind: ExportKind) => {
    setBusy(kind);
    setDone('');
    try {
      const input = { title: project.name, date: today(), plot, plan, styles };
      const sheet = paper === 'a3' ? A3_LANDSCAPE : A4_LANDSCAPE;
      let blob: Blob;
      let name: string;
      if (kind === 'json') {
        blob = new Blob([`${JSON.stringify(toProjectFile(project), null, 2)}\n`], {
          type: 'application/json',
        });
        name = `${stem}-project.json`;
      } else if (kind === 'pdf') {
        // pdf-lib and the PDF writer load only now: they are not part of the app's first load.
        const { buildPdf } = await import('./export/export-pdf');
        const drawing = buildPlanDrawing({ ...input, sheet });
        const note = sunNote(sun);
        const sections = reportSections({
          metrics: project.metrics,
          objects,
          compliance,
          ...(note === undefined ? {} : { sunNote: note }),
        });
        const bytes = await buildPdf({ title: project.name, drawing, sections });
        blob = new Blob([bytes.slice().buffer], { type: 'application/pdf' });
        name = `${stem}-plan.pdf`;
      } else {
        // The SVG wraps the plan; the PNG is the chosen paper's sheet at print resolution.
        const drawing = buildPlanDrawing(kind === 'svg' ? input : { ...input, sheet });
        const svg = drawingToSvg(drawing, project.name);
        if (kind === 'svg') {
          blob = new Blob([svg], { type: 'image/svg+xml' });
          name = `${stem}-plan.svg`;
        } else {
          blob = await svgToPng(svg, pngSize(drawing));
          name = `${stem}-plan.png`;
        }
      }
      downloadBlob(blob, name);
      setDone(`Downloaded ${name}`);
    } catch (error) {
      notify.error(
        `Could not export the ${kind.toUpperCase()}`,
        error instanceof Error ? error.message : undefined,
      );
    } finally {
      setBusy(null);
    }
  };

  const button = (kind: ExportKind, label: string) => (
    <button
      type="button"
      className="button"
      onClick={() => void run(kind)}
      disabled={busy !== null}
      aria-busy={busy === kind}
    >
      {busy === kind ? `Preparing ${kind.toUpperCase()}…` : label}
    </button>
  );

  return (
    <section className="panel summary-section" aria-labelledby="summary-export">
      <h2 id="summary-export">Export</h2>
      <div className="export-row">
        <div className="field export-row__paper">
          <label htmlFor={paperId}>Paper (PDF and PNG)</label>
          <select
            id={paperId}
            value={paper}
            onChange={(e) => setPaper(e.target.value === 'a3' ? 'a3' : 'a4')}
          >
            <option value="a4">A4</option>
            <option value="a3">A3</option>
          </select>
        </div>
        {button('pdf', 'Download PDF')}
      </div>
      <div className="export-row">
        {button('png', 'Download PNG')}
        {button('svg', 'Download SVG')}
        {button('json', 'Download JSON')}
      </div>
      <p className="muted export-note">
        Drawn at the largest standard scale that fits the paper, turned to portrait when that gives a larger
        scale. The PNG is printed at 300 dpi.
      </p>
      <p className="muted" role="status">
        {done}
      </p>
    </section>
  );
}
