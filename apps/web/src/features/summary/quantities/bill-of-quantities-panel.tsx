import type { Project } from '@plotplan/contract';
import { billOfQuantities, type Plan, type Plot } from '@plotplan/domain';
import { useMemo } from 'react';
import { priceLines } from './price-lines';
import { formatMoney, formatQuantity, perUnit } from './quantity-format';
import { UnitPricesForm } from './unit-prices-form';

interface BillOfQuantitiesPanelProps {
  /** The owner's project, whose unit prices price the lines and can be edited; left out (a read-only view): quantities alone. */
  readonly project?: Project;
  readonly plot: Plot;
  readonly plan: Plan;
}

/** Counts, areas, fences and soil of the plan, priced with the project's unit prices when set. */
export function BillOfQuantitiesPanel({ project, plot, plan }: BillOfQuantitiesPanelProps) {
  const bill = useMemo(
    () => billOfQuantities(plot, plan, project?.unit_prices),
    [plot, plan, project?.unit_prices],
  );
  const lines = useMemo(() => priceLines(bill.rows), [bill.rows]);
  const currency = bill.currency;

  return (
    <section className="panel summary-section" aria-labelledby="summary-quantities">
      <h2 id="summary-quantities">Bill of quantities</h2>
      <div className="table-scroll" role="region" aria-label="Quantity list" tabIndex={0}>
        <table className="summary-table summary-table--cards quantities-table">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="quantities-table__number">
                Quantity
              </th>
              <th scope="col" className="quantities-table__number">
                Unit price
              </th>
              <th scope="col" className="quantities-table__number">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.rows.map((row) => (
              <tr key={row.key} data-key={row.key} data-group={row.group}>
                <th scope="row">{row.label}</th>
                <td data-label="Quantity" className="quantities-table__number">
                  {formatQuantity(row)}
                </td>
                <td data-label="Unit price" className="quantities-table__number">
                  {row.unit_price === undefined ? (
                    <span className="muted">—</span>
                  ) : (
                    `${formatMoney(row.unit_price, currency)} ${perUnit(row.unit)}`
                  )}
                </td>
                <td data-label="Total" className="quantities-table__number">
                  {row.total === undefined ? (
                    <span className="muted">—</span>
                  ) : (
                    formatMoney(row.total, currency)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {bill.total === null ? (
        project !== undefined && <p className="muted">Set unit prices below for a cost estimate.</p>
      ) : (
        <p className="quantities-total" data-testid="cost-total">
          Cost estimate <strong>{formatMoney(bill.total, currency)}</strong>
          <span className="muted"> (priced lines only)</span>
        </p>
      )}
      <p className="muted">
        Areas are measured inside the boundary, overlaps once. Lawn is the ground nothing covers (trees and
        lawns leave it lawn). Fences run along the sides that have a fence height, less the entrance. Bed
        soil: ground beds 0.3 m deep, raised beds to their height.
      </p>
      {project !== undefined && (
        <details className="unit-prices__details">
          <summary>Unit prices</summary>
          <UnitPricesForm key={project.id} project={project} lines={lines} />
        </details>
      )}
    </section>
  );
}
