import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OpeningFields } from './opening-fields';

const words = {
  side: 'Gate side',
  none: 'No gate',
  position: (p: number) => `Place ${p} %`,
  width: 'Gate width',
};
const sides = [{ value: '0', label: 'Side 1' }];
const gate = { edge: 0, t: 0.5, width_m: 3.6576 };

describe('the gate and wicket fields', () => {
  it('take the width in feet and inches on an imperial plot, kept in metres', () => {
    const onChange = vi.fn();
    render(
      <OpeningFields
        words={words}
        opening={gate}
        sides={sides}
        minWidth={0.8}
        maxWidth={10}
        units="imperial"
        onSide={() => undefined}
        onChange={onChange}
      />,
    );
    const width = screen.getByRole('textbox', { name: 'Gate width (ft, in)' });
    expect(width).toHaveProperty('value', `12' 0"`);
    fireEvent.change(width, { target: { value: `10'6"` } });
    expect(onChange.mock.lastCall?.[0].width_m).toBeCloseTo(3.2004, 9);
  });

  it('stay in metres on a metric plot', () => {
    render(
      <OpeningFields
        words={words}
        opening={gate}
        sides={sides}
        minWidth={0.8}
        maxWidth={10}
        onSide={() => undefined}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Gate width (m)' })).toHaveProperty('value', '3.66');
  });
});
