import type { AxisOrder, ImportedBoundary } from '@plotplan/domain';
import { areaText, axisOrderLabels } from './import-facts';
import { ImportShapePreview } from './import-shape-preview';

interface OtherReadingProps {
  readonly current: ImportedBoundary;
  readonly currentOrder: AxisOrder;
  readonly other: ImportedBoundary;
  readonly otherOrder: AxisOrder;
  readonly onUse: (order: AxisOrder) => void;
}

/**
 * A corner list whose coordinate order is only a guess, read both ways side by side: the two
 * readings are mirror images with the same area and sides, so only the shapes tell them apart.
 */
export function OtherReading({ current, currentOrder, other, otherOrder, onUse }: OtherReadingProps) {
  return (
    <section className="import-readings" aria-label="Both readings of the corner list">
      <p className="import-readings__warning" role="note">
        The coordinate order is a guess. Read the other way the plot is mirrored: compare with the plan or the
        land papers.
      </p>
      <div className="import-readings__pair">
        <figure>
          <ImportShapePreview
            boundary={current.boundary}
            label={`In use: ${axisOrderLabels[currentOrder]}`}
          />
          <figcaption>
            In use: {axisOrderLabels[currentOrder]}, {areaText(current.area_m2)}
          </figcaption>
        </figure>
        <figure>
          <ImportShapePreview
            boundary={other.boundary}
            label={`Other reading: ${axisOrderLabels[otherOrder]}`}
          />
          <figcaption>
            Other reading: {axisOrderLabels[otherOrder]}
            <button type="button" className="button" onClick={() => onUse(otherOrder)}>
              Use this reading
            </button>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
