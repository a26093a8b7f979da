import type { DxfOutlineFact } from '@plotplan/domain';
import { rounded } from '../../../lib/text';

interface OutlineChoiceProps {
  readonly outlines: readonly DxfOutlineFact[];
  /** The outline in use (from 1). */
  readonly chosen: number;
  readonly onChoose: (index: number) => void;
}

/** What a DXF outline is, in one line: "2 · layer PLOT · 789.0 m² · 27 x 34 m". */
export function outlineLabel(outline: DxfOutlineFact): string {
  const layer = outline.layer === '' ? 'no layer' : `layer ${outline.layer}`;
  const size = `${rounded(outline.width_m, 2)} x ${rounded(outline.height_m, 2)} m`;
  const frame = outline.frame ? ' · drawing frame?' : '';
  return `${outline.index} · ${layer} · ${outline.area_m2.toFixed(1)} m² · ${size}${frame}`;
}

/**
 * The closed outlines of a DXF drawing to choose the boundary from; the one Plotplan took is
 * chosen (a frame around everything never is, unless the user picks it).
 */
export function OutlineChoice({ outlines, chosen, onChoose }: OutlineChoiceProps) {
  return (
    <fieldset className="import-outlines">
      <legend>Closed outlines in the drawing</legend>
      <div role="radiogroup" aria-label="Outline to import">
        {outlines.map((outline) => (
          <label key={outline.index}>
            <input
              type="radio"
              name="import-outline"
              value={outline.index}
              checked={outline.index === chosen}
              onChange={() => onChoose(outline.index)}
            />
            {outlineLabel(outline)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
