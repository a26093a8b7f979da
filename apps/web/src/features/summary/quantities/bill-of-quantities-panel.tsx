import type { Project } from '@plotplan/contract';
import { billOfQuantities, unitSystemOf, type Plan, type Plot } from '@plotplan/domain';
import { useMemo } from 'react';
import { useLocale, useT } from '../../../lib/i18n';
import { priceLines } from './price-lines';
import { formatMoney, formatQuantity, perUnit, unitPriceIn } from './quantity-format';
import { localizedBill } from './quantity-labels';
import { UnitPricesForm } from './unit-prices-form';

interface BillOfQuantitiesPanelProps {
  /** The owner's project, whose unit prices price the lines and can be edited; left out (a read-only view): quantities alone. */
  readonly project?: Project;
  readonly plot: Plot;
  readonly plan: Plan;
}

/** Counts, areas, fences and soil of the plan, priced with the project's unit prices when set. */
export function BillOfQuantitiesPanel({ project, plot, plan }: BillOfQuantitiesPanelProps) {
  const t = useT();
  const locale = useLocale();
  const bill = useMemo(
    () =>
      localizedBill(
        t,
        locale,
        billOfQuantities(plot, plan, project?.unit_prices),
        plot.edges.map((edge) => edge.kind),
      ),
    [t, locale, plot, plan, project?.unit_prices],
  );
  // Quantities and their unit prices in feet on an imperial plot; the prices are stored per metre.
  const units = unitSystemOf(plot);
  const lines = useMemo(() => priceLines(t, bill.rows, units), [t, bill.rows, units]);
  const money = (value: number) => formatMoney(locale, value, currency);
  const currency = bill.currency;

  return (
    <section className="panel summary-section" aria-labelledby="summary-quantities">
      <h2 id="summary-quantities">{t('summary.quantities')}</h2>
      <div className="table-scroll" role="region" aria-label={t('quantities.list')} tabIndex={0}>
        <table className="summary-table summary-table--cards quantities-table">
          <thead>
            <tr>
              <th scope="col">{t('csv.item')}</th>
              <th scope="col" className="quantities-table__number">
                {t('csv.quantity')}
              </th>
              <th scope="col" className="quantities-table__number">
                {t('csv.unitPrice')}
              </th>
              <th scope="col" className="quantities-table__number">
                {t('csv.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bill.rows.map((row) => (
              <tr key={row.key} data-key={row.key} data-group={row.group}>
                <th scope="row">{row.label}</th>
                <td data-label={t('csv.quantity')} className="quantities-table__number">
                  {formatQuantity(t, locale, row, units)}
                </td>
                <td data-label={t('csv.unitPrice')} className="quantities-table__number">
                  {row.unit_price === undefined ? (
                    <span className="muted">—</span>
                  ) : (
                    `${money(unitPriceIn(row.unit_price, row.unit, units))} ${perUnit(t, row.unit, units)}`
                  )}
                </td>
                <td data-label={t('csv.total')} className="quantities-table__number">
                  {row.total === undefined ? <span className="muted">—</span> : money(row.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {bill.total === null ? (
        project !== undefined && <p className="muted">{t('quantities.setPrices')}</p>
      ) : (
        <p className="quantities-total" data-testid="cost-total">
          {t('quantities.costEstimate')} <strong>{money(bill.total)}</strong>
          <span className="muted"> {t('quantities.pricedOnly')}</span>
        </p>
      )}
      <p className="muted">{t(units === 'imperial' ? 'quantities.noteImperial' : 'quantities.note')}</p>
      {project !== undefined && (
        <details className="unit-prices__details">
          <summary>{t('quantities.unitPrices')}</summary>
          <UnitPricesForm key={project.id} project={project} lines={lines} units={units} />
        </details>
      )}
    </section>
  );
}
