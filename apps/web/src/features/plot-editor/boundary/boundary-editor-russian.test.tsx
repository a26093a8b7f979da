import type { Point } from '@plotplan/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { BoundaryEditor } from './boundary-editor';
import { LocationFields } from './location-fields';

beforeEach(() => setLocale('ru'));
afterEach(() => setLocale('en'));

const square: Point[] = [
  [0, 0],
  [20, 0],
  [20, 20],
  [0, 20],
];

describe('the boundary and location fields in Russian', () => {
  it('names the ways to enter the boundary and its fields in Russian, lengths in м', () => {
    render(
      <BoundaryEditor boundary={square} entry={{ mode: 'rectangle' }} onEnter={vi.fn()} drawing={false} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Как задать границу' }).textContent).toBe(
      'Ширина × глубинаСтороны и углыРисовать по сетке',
    );
    expect(screen.getByText('Граница участка')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /^Ширина/ })).toBeTruthy();
    expect(screen.getAllByText('(м)')).toHaveLength(2);
  });

  it('counts the corners of a drawn boundary with Russian plurals', () => {
    render(<BoundaryEditor boundary={square} entry={{ mode: 'draw' }} onEnter={vi.fn()} drawing={false} />);
    expect(screen.getByText('Граница замкнута, в ней 4 угла. Угол можно перетащить.')).toBeTruthy();
  });

  it('lists the cities by their Russian names', () => {
    render(<LocationFields location={undefined} onLocation={vi.fn()} />);
    expect(screen.getByText('Местоположение (для расчёта солнца)')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Москва' })).toBeTruthy();
    expect(screen.getByLabelText(/Широта/)).toBeTruthy();
  });
});
