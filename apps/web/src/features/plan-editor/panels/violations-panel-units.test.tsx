import { checkPlan, rulePacks, type Plan, type Plot } from '@plotplan/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violationText } from '../../../lib/i18n';
import { ViolationsPanel } from './violations-panel';

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'us-typical',
};
// A house 1 m from the right-hand neighbour, 5 ft (1.524 m) required: 0.524 m short.
const plan: Plan = {
  objects: [
    {
      id: 'h',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 16,
      y: 15,
      rotation_deg: 0,
      width: 6,
      depth: 6,
      height_m: 5,
      locked: false,
    },
  ],
};

describe('the rule check on an imperial plot', () => {
  it('says the findings and their figures in feet and inches, no metres', () => {
    const pack = rulePacks['us-typical'];
    const violations = checkPlan(plot, plan, pack);
    expect(violations.length).toBeGreaterThan(0);
    const { container } = render(
      <ViolationsPanel
        violations={violations}
        pack={pack}
        selectedIds={[]}
        onSelect={() => undefined}
        describe={violationText('en', plot, plan)}
        units="imperial"
      />,
    );
    const list = screen.getByRole('list', { name: 'Broken rules' });
    expect(list.textContent).toMatch(/\d+' \d+"/);
    expect(list.textContent).not.toMatch(/\d m\b/);
    const figures = container.querySelector('.violation__figures')?.textContent ?? '';
    expect(figures).toMatch(/^Required 5' 0", short by 1' 9"/);
    // The message says the same inches as the figures (not those of its rounded 0.52 m).
    expect(list.textContent).toContain(`requires 5' 0" (1' 9" short)`);
  });

  it('keeps metres on a metric plot, the message as the checker wrote it', () => {
    const metric = { ...plot, units: 'metric' as const };
    const pack = rulePacks['us-typical'];
    const violations = checkPlan(metric, plan, pack);
    render(
      <ViolationsPanel
        violations={violations}
        pack={pack}
        selectedIds={[]}
        onSelect={() => undefined}
        describe={violationText('en', metric, plan)}
      />,
    );
    expect(screen.getByText(violations[0]?.message ?? '-')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Broken rules' }).textContent).toMatch(/Required \d+(\.\d+)? m/);
  });
});
