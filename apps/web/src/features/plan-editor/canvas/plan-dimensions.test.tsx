import { checkPlan, packForPlot, type Plan } from '@plotplan/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placed, testPlot } from '../model/test-plan';
import { PlanDimensions } from './plan-dimensions';

// A well in the plot's north-west corner with a toilet and a septic tank too near: the well's own
// dimensions and its two red lines all start at the same place.
const plan: Plan = {
  objects: [
    placed('well', 'well', 2, 38),
    placed('outdoor_toilet', 'toilet', 7, 33),
    placed('septic_tank', 'septic', 9, 36),
    placed('house_small', 'house', 18, 30),
  ],
};
const names = new Map([
  ['well', 'Well'],
  ['toilet', 'Outdoor toilet'],
  ['septic', 'Septic tank'],
  ['house', 'Small house'],
]);
const view = { scale: 12, tx: 20, ty: 500 };

describe('PlanDimensions', () => {
  it('labels each line once, shortfalls in words, no label on another', () => {
    const violations = checkPlan(testPlot, plan, packForPlot(testPlot)).filter((v) =>
      v.object_ids.includes('well'),
    );
    expect(violations.length).toBeGreaterThanOrEqual(2);
    const { container } = render(
      <svg>
        <PlanDimensions
          plan={plan}
          violations={violations}
          selectedIds={['well']}
          showSelection
          boundary={testPlot.boundary}
          names={names}
          view={view}
        />
      </svg>,
    );
    const texts = [...container.querySelectorAll('text')];
    expect(texts.length).toBeGreaterThanOrEqual(4);
    const labels = texts.map((t) => t.textContent ?? '');
    expect(labels.filter((l) => l.includes('−') || l.includes('-'))).toEqual([]);
    expect(labels.filter((l) => l.endsWith(' short'))).toHaveLength(
      violations.filter((v) => v.line !== undefined).length,
    );
    // Label centres far enough apart that their 12 px text cannot overlap.
    const at = texts.map((t) => [Number(t.getAttribute('x')), Number(t.getAttribute('y'))] as const);
    at.forEach(([x, y], i) =>
      at.slice(i + 1).forEach(([x2, y2]) => {
        const apart = Math.abs(x - x2) > 40 || Math.abs(y - y2) >= 15;
        expect(apart, `labels ${labels[i]} and another at ${x},${y} / ${x2},${y2}`).toBe(true);
      }),
    );
  });
});
