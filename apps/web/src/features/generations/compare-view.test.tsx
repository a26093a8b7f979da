import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyPlot } from '../plot-editor';
import { CompareView } from './compare-view';
import { generation } from './test-fixtures';

const first = generation({ id: 1, name: 'Batch 1 - Variant 1', score: 0.8, score_breakdown: { sun: 0.9 } });
const movedPlan = {
  objects: (first.plan?.objects ?? []).map((o) => (o.id === 'house-1' ? { ...o, x: o.x + 6 } : o)),
};
const second = generation({
  id: 2,
  name: 'Batch 2 - Variant 1',
  score: 0.6,
  score_breakdown: { sun: 0.4 },
  plan: movedPlan,
});

function renderCompare() {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <CompareView
      generations={[first, second]}
      plot={emptyPlot}
      styles={new Map()}
      applyingId={undefined}
      onApply={onApply}
      onClose={onClose}
    />,
  );
  return { onApply, onClose };
}

describe('CompareView', () => {
  it('shows each variant with its plan, score bars and findings, the best of each marked', () => {
    renderCompare();
    const dialog = screen.getByRole('dialog', { name: 'Comparing 2 variants', hidden: true });
    const columns = within(dialog).getAllByRole('figure', { hidden: true });
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Compared: Batch 1 - Variant 1',
      'Compared: Batch 2 - Variant 1',
    ]);
    const [one, two] = columns;
    if (one === undefined || two === undefined) throw new Error('two columns expected');
    expect(one.textContent).toContain('80% ★ best score');
    expect(two.textContent).not.toContain('best score');
    const sun = (column: HTMLElement) => within(column).getByRole('meter', { name: 'Sun', hidden: true });
    expect(sun(one).getAttribute('aria-valuetext')).toBe('90%, the best compared');
    expect(sun(two).getAttribute('aria-valuetext')).toBe('40%');
    expect(one.textContent).toContain('0 errors, 1 warning');
    expect(one.textContent).toContain('1 of 2 objects placed differently');
  });

  it('outlines the objects placed differently on each plan', () => {
    renderCompare();
    const outline = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(outline).toContain('[data-compare-plan="1"] [data-object-id="house-1"]');
    expect(outline).toContain('[data-compare-plan="2"] [data-object-id="house-1"]');
    expect(outline).not.toContain('tree-1');
  });

  it('applies a compared variant and closes', async () => {
    const { onApply, onClose } = renderCompare();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Batch 2 - Variant 1', hidden: true }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Close comparison', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
