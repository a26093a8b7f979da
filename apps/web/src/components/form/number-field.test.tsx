import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { NumberField } from './number-field';

afterEach(() => setLocale('en'));

describe('NumberField', () => {
  it('shows a value to the precision of its unit', () => {
    render(
      <>
        <NumberField label="Side" unit="m" value={24.123456} onValue={() => undefined} />
        <NumberField label="North" unit="°" value={177.2000001} onValue={() => undefined} />
      </>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Side (m)' })).toHaveProperty('value', '24.12');
    expect(screen.getByRole('spinbutton', { name: 'North (°)' })).toHaveProperty('value', '177.2');
  });

  it('marks a blank required field and an out-of-range text, even when the caller kept the old value', () => {
    const onValue = vi.fn();
    render(<NumberField label="Width" unit="m" value={20} min={1} max={2000} required onValue={onValue} />);
    const input = screen.getByRole('spinbutton', { name: 'Width (m)' });
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByText('Enter a value from 1 to 2000.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('leaves an optional field blank without an error', () => {
    render(<NumberField label="Fence height" unit="m" value={undefined} min={0} onValue={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: 'Fence height (m)' }).getAttribute('aria-invalid')).toBe(
      'false',
    );
  });

  it('says what is wrong in Russian, the limits with a decimal comma', () => {
    setLocale('ru');
    render(
      <NumberField label="Ширина" unit="м" value={20} min={0.5} max={2000} required onValue={vi.fn()} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Ширина (м)' });
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('Введите число.')).toBeTruthy();
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByText('Введите значение от 0,5 до 2000.')).toBeTruthy();
  });
});
