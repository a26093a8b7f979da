import type { ObjectRow } from './object-rows';
import { sunClassLabel } from './object-rows';
import type { ObjectSun } from './sun/use-object-sun';

function SunCell({ row, sun }: { row: ObjectRow; sun: ObjectSun }) {
  if (sun.status === 'computing') return <span className="skeleton skeleton--text" aria-label="Computing" />;
  if (sun.status !== 'ready') return <span className="muted">—</span>;
  if (row.sun_hours === undefined || row.sun_class === undefined)
    return <span className="muted">outside the plot</span>;
  return (
    <span className="sun-hours" data-sun-class={row.sun_class}>
      {row.sun_hours.toFixed(1)} h <span className="muted">({sunClassLabel[row.sun_class]})</span>
    </span>
  );
}

/** The plan's objects with size, rotation and mean sun hours over the growing season. */
export function ObjectTable({ rows, sun }: { rows: readonly ObjectRow[]; sun: ObjectSun }) {
  return (
    <section className="panel summary-section" aria-labelledby="summary-objects">
      <h2 id="summary-objects">Objects ({rows.length})</h2>
      {sun.status === 'no-location' && (
        <p className="muted">
          Sun hours need the plot&apos;s location: set it on the Preparation step (a city or coordinates).
        </p>
      )}
      {sun.status === 'error' && (
        <p className="field__error">The sun hours could not be computed: {sun.message}</p>
      )}
      <div className="table-scroll" role="region" aria-label="Object list" tabIndex={0}>
        <table className="summary-table summary-table--cards" aria-busy={sun.status === 'computing'}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Name</th>
              <th scope="col">Size</th>
              <th scope="col">Rotation</th>
              <th scope="col">Sun per day (Apr-Sep)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-object-id={row.id}>
                <td data-label="No." className="summary-table__number">
                  {row.number}
                </td>
                <th scope="row">
                  <span className="swatch" style={{ background: row.color }} aria-hidden="true" />
                  {row.name}
                  <span className="muted summary-table__type"> {row.type}</span>
                </th>
                <td data-label="Size">{row.size}</td>
                <td data-label="Rotation">{row.rotation}</td>
                <td data-label="Sun per day">
                  <SunCell row={row} sun={sun} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
