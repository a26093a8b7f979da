import type { Project } from '@plotplan/contract';
import {
  billOfQuantities,
  boundaryToGeoJson,
  planToDxf,
  quantitiesCsv,
  unitSystemOf,
  type Plan,
  type Plot,
} from '@plotplan/domain';
import { useId, useState } from 'react';
import type { ComplianceReport } from '@plotplan/domain';
import { notify } from '../../lib/notify';
import { toProjectFile } from '../projects';
import { downloadBlob, fileStem } from './export/download';
import { drawingToSvg } from './export/drawing-svg';
import { dxfCatalog } from './export/dxf-catalog';
import type { DrawingObjectStyle } from './export/drawing-types';
import { pngSize, svgToPng } from './export/export-png';
import { A3_LANDSCAPE, A4_LANDSCAPE, buildPlanDrawing } from './export/plan-drawing';
import { reportSections } from './export/report-text';
import { localizedBill } from './quantities/quantity-labels';
import type { ObjectRow } from './object-rows';
import type { ObjectSun } from './sun/use-object-sun';
import { decimalMarkOf, useLocale, useT, violationText, type Translate } from '../../lib/i18n';

type ExportKind = 'pdf' | 'png' | 'svg' | 'json' | 'dxf' | 'csv' | 'geojson';

interface ExportPanelProps {
  readonly project: Pick<Project, 'name' | 'metrics'>;
  /** The whole project for "Download JSON"; without it (a read-only view) there is no JSON export. */
  readonly projectFile?: Project;
  readonly plot: Plot;
  readonly plan: Plan;
  readonly styles: ReadonlyMap<string, DrawingObjectStyle>;
  readonly objects: readonly ObjectRow[];
  readonly sun: ObjectSun;
  readonly compliance: ComplianceReport;
}

const today = () => new Date().toISOString().slice(0, 10);

const sunNote = (t: Translate, sun: ObjectSun) =>
  sun.status === 'no-location'
    ? t('export.sunNoLocation')
    : sun.status === 'computing'
      ? t('export.sunComputing')
      : undefined;

/**
 * Downloads of the plan: PDF (A4 or A3, to scale, with the report), PNG at 300 dpi, SVG, DXF in
 * metres (feet on an imperial plot), the bill of quantities as CSV and (for the owner) the project
 * as JSON.
 */
export function ExportPanel({
  project,
  projectFile,
  plot,
  plan,
  styles,
  objects,
  sun,
  compliance,
}: ExportPanelProps) {
  const [paper, setPaper] = useState<'a4' | 'a3'>('a4');
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [done, setDone] = useState('');
  const paperId = useId();
  const t = useT();
  const locale = useLocale();
  const stem = fileStem(project.name);
  const units = unitSystemOf(plot);

  const run = async (kind: ExportKind) => {
    setBusy(kind);
    setDone('');
    try {
      // The drawing's words in the project's language (the one its report is written in).
      const input = { title: project.name, date: today(), plot, plan, styles, locale };
      const sheet = paper === 'a3' ? A3_LANDSCAPE : A4_LANDSCAPE;
      let blob: Blob;
      let name: string;
      const feature = kind === 'geojson' ? boundaryToGeoJson(plot, project.name) : undefined;
      if (kind === 'geojson') {
        if (feature === undefined) return;
        blob = new Blob([`${JSON.stringify(feature, null, 2)}\n`], { type: 'application/geo+json' });
        name = `${stem}-boundary.geojson`;
      } else if (kind === 'dxf') {
        // The objects labelled as the summary names them, and the dimensions' numbers written, in
        // the project's language (a Russian decimal comma; the coordinates keep DXF's point).
        const options = { catalog: dxfCatalog(styles), decimalMark: decimalMarkOf(locale) };
        blob = new Blob([planToDxf(plot, plan, options)], { type: 'application/dxf' });
        name = `${stem}-plan.dxf`;
      } else if (kind === 'csv') {
        // A read-only view lists quantities only: the owner's prices stay theirs.
        const bill = billOfQuantities(plot, plan, projectFile?.unit_prices);
        const edgeKinds = plot.edges.map((edge) => edge.kind);
        // On an imperial plot in feet, square feet and cubic yards, the headers saying so.
        const imperial = units === 'imperial';
        const csv = quantitiesCsv(
          localizedBill(t, locale, bill, edgeKinds),
          {
            header: [
              t('csv.item'),
              t(imperial ? 'csv.quantityImperial' : 'csv.quantity'),
              t('csv.unit'),
              t(imperial ? 'csv.unitPriceImperial' : 'csv.unitPrice'),
              t('csv.total'),
            ],
            total: t('csv.totalRow'),
          },
          units,
        );
        blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
        name = `${stem}-quantities.csv`;
      } else if (kind === 'json') {
        if (projectFile === undefined) return;
        blob = new Blob([`${JSON.stringify(toProjectFile(projectFile), null, 2)}\n`], {
          type: 'application/json',
        });
        name = `${stem}-project.json`;
      } else if (kind === 'pdf') {
        // pdf-lib and the PDF writer load only now: they are not part of the app's first load.
        const { buildPdf } = await import('./export/export-pdf');
        const drawing = buildPlanDrawing({ ...input, sheet });
        const note = sunNote(t, sun);
        const sections = reportSections({
          locale,
          describe: violationText(locale, plot, plan),
          metrics: project.metrics,
          objects,
          compliance,
          units,
          ...(note === undefined ? {} : { sunNote: note }),
        });
        const bytes = await buildPdf({
          title: project.name,
          drawing,
          sections,
          reportTitle: t('export.reportTitle', { title: project.name }),
        });
        blob = new Blob([bytes.slice().buffer], { type: 'application/pdf' });
        name = `${stem}-plan.pdf`;
      } else {
        // The SVG wraps the plan; the PNG is the chosen paper's sheet at print resolution.
        const drawing = buildPlanDrawing(kind === 'svg' ? input : { ...input, sheet });
        // The PDF's font, a subset of the drawing's letters, embedded (fontkit loads only now).
        const { svgFontFor } = await import('./export/svg-font');
        const svg = drawingToSvg(drawing, project.name, await svgFontFor(drawing));
        if (kind === 'svg') {
          blob = new Blob([svg], { type: 'image/svg+xml' });
          name = `${stem}-plan.svg`;
        } else {
          blob = await svgToPng(svg, pngSize(drawing));
          name = `${stem}-plan.png`;
        }
      }
      downloadBlob(blob, name);
      setDone(t('export.downloaded', { name }));
    } catch (error) {
      notify.error(
        t('export.failed', { kind: kind.toUpperCase() }),
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
      {busy === kind ? t('export.preparing', { kind: kind.toUpperCase() }) : label}
    </button>
  );

  return (
    <section className="panel summary-section" aria-labelledby="summary-export">
      <h2 id="summary-export">{t('summary.export')}</h2>
      <div className="export-row">
        <div className="field export-row__paper">
          <label htmlFor={paperId}>{t('export.paper')}</label>
          <select
            id={paperId}
            value={paper}
            onChange={(e) => setPaper(e.target.value === 'a3' ? 'a3' : 'a4')}
          >
            <option value="a4">A4</option>
            <option value="a3">A3</option>
          </select>
        </div>
        {button('pdf', t('export.download', { kind: 'PDF' }))}
      </div>
      <div className="export-row">
        {button('png', t('export.download', { kind: 'PNG' }))}
        {button('svg', t('export.download', { kind: 'SVG' }))}
        {projectFile !== undefined && button('json', t('export.download', { kind: 'JSON' }))}
      </div>
      <div className="export-row">
        {button('dxf', t('export.download', { kind: 'DXF' }))}
        {button('csv', t('export.csv'))}
        {plot.georef !== undefined && button('geojson', t('export.geojson'))}
      </div>
      <p className="muted export-note">
        {t(units === 'imperial' ? 'export.noteImperial' : 'export.note')}
        {plot.georef !== undefined && ` ${t('export.noteGeoJson')}`}
      </p>
      <p className="muted" role="status">
        {done}
      </p>
    </section>
  );
}
