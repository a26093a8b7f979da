import type { Point } from '@plotplan/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BoundaryEditor } from './boundary-editor';

const rectangle: Point[] = [
  [0, 0],
  [6.096, 0],
  [6.096, 9.144],
  [0, 9.144],
];

describe('the boundary editor on an imperial plot', () => {
  it('shows the width and depth in feet and reads feet, inches and metres typed', () => {
    const onEnter = vi.fn();
    render(
      <BoundaryEditor
        boundary={rectangle}
        entry={{ mode: 'rectangle' }}
        onEnter={onEnter}
        drawing={false}
        units="imperial"
      />,
    );
    const width = screen.getByRole('textbox', { name: 'Width (ft, in)' });
    expect(width).toHaveProperty('value', `20' 0"`);
    expect(screen.getByRole('textbox', { name: 'Depth (ft, in)' })).toHaveProperty('value', `30' 0"`);
    fireEvent.change(width, { target: { value: `12'6"` } });
    const ring = onEnter.mock.lastCall?.[1] as Point[];
    expect(Math.max(...ring.map((p) => p[0]))).toBeCloseTo(3.81, 9);
    fireEvent.change(width, { target: { value: '3.8 m' } });
    expect(Math.max(...(onEnter.mock.lastCall?.[1] as Point[]).map((p) => p[0]))).toBeCloseTo(3.8, 9);
  });

  it('takes sides in feet and names the closing side in feet and inches', () => {
    const onEnter = vi.fn();
    render(
      <BoundaryEditor
        boundary={rectangle}
        entry={{
          mode: 'sides',
          sides: [
            { length: 6.096, angle: 90 },
            { length: 9.144, angle: 90 },
            { length: 6.096, angle: 90 },
          ],
        }}
        onEnter={onEnter}
        drawing={false}
        units="imperial"
      />,
    );
    expect(screen.getByText(/the last side closes it \(30' 0"\)/)).toBeTruthy();
    const side = screen.getByRole('textbox', { name: 'Side 2 (ft, in)' });
    expect(side).toHaveProperty('value', `30' 0"`);
    fireEvent.change(side, { target: { value: '12.5 ft' } });
    const entry = onEnter.mock.lastCall?.[0] as { sides: { length: number }[] };
    expect(entry.sides[1]?.length).toBeCloseTo(3.81, 9);
  });
});
