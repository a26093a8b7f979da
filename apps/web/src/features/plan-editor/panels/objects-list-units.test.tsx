import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testPlan } from '../model/test-plan';
import { ObjectsList } from './objects-list';

const list = (units?: 'metric' | 'imperial') => {
  render(
    <ObjectsList
      objects={testPlan.objects}
      styles={new Map()}
      selectedIds={[]}
      problemIds={new Set(['bed'])}
      onSelect={vi.fn()}
      {...(units === undefined ? {} : { units })}
    />,
  );
  return screen.getByRole('list', { name: 'Objects on the plan' }).textContent ?? '';
};

describe('the object list in the plot unit system', () => {
  it('metric: sizes in metres, as before', () => {
    expect(list()).toContain('1.2 × 4 m · breaks a rule');
  });

  it('imperial: sizes in feet and inches, no metre figure', () => {
    const text = list('imperial');
    // The bed is 1.2 x 4 m: 3' 11" x 13' 1".
    expect(text).toContain(`3' 11" × 13' 1" · breaks a rule`);
    expect(text).not.toMatch(/\d m\b/);
  });
});
