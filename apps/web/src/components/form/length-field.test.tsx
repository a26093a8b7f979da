import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { CommitNumberField } from './commit-number-field';
import { NumberField } from './number-field';

afterEach(() => setLocale('en'));

describe('a length field on an imperial plot', () => {
  it('shows feet and inches and reads what is typed into metres', () => {
    const onValue = vi.fn();
    render(
      <NumberField
        label="Distance"
        unit="m"
        units="imperial"
        value={3.81}
        min={0}
        max={100}
        onValue={onValue}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Distance (ft, in)' });
    expect(input).toHaveProperty('value', `12' 6"`);
    fireEvent.change(input, { target: { value: `20'` } });
    expect(onValue).toHaveBeenLastCalledWith(20 * 0.3048);
    fireEvent.change(input, { target: { value: '12.5 ft' } });
    expect(onValue.mock.lastCall?.[0]).toBeCloseTo(3.81, 9);
    fireEvent.change(input, { target: { value: '3.8 m' } });
    expect(onValue).toHaveBeenLastCalledWith(3.8);
    fireEvent.change(input, { target: { value: '10' } });
    expect(onValue.mock.lastCall?.[0]).toBeCloseTo(3.048, 9);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('says in words of the catalogue what is wrong, limits in feet and inches', () => {
    const onValue = vi.fn();
    render(
      <NumberField
        label="Width"
        unit="m"
        units="imperial"
        value={2}
        min={1}
        max={10}
        required
        onValue={onValue}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Width (ft, in)' });
    fireEvent.change(input, { target: { value: 'wide' } });
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(`Enter a length, such as 12' 6" or 3.8 m.`)).toBeTruthy();
    fireEvent.change(input, { target: { value: `40'` } });
    expect(screen.getByText(`Enter a length from 3' 3" to 32' 10".`)).toBeTruthy();
    // The limit as shown (32' 10" is 10.008 m) is taken as the limit.
    fireEvent.change(input, { target: { value: `32' 10"` } });
    expect(onValue).toHaveBeenLastCalledWith(10);
  });

  it('stays a metre number field on a metric plot', () => {
    render(<NumberField label="Distance" unit="m" units="metric" value={3.81} onValue={() => undefined} />);
    expect(screen.getByRole('spinbutton', { name: 'Distance (m)' })).toHaveProperty('value', '3.81');
  });

  it('commits feet and inches once, on Enter, in Russian too', () => {
    setLocale('ru');
    const onCommit = vi.fn();
    render(
      <CommitNumberField
        label="Ширина"
        unit="м"
        units="imperial"
        value={3.048}
        min={0.5}
        max={20}
        onCommit={onCommit}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Ширина (фут., дюйм.)' });
    expect(input).toHaveProperty('value', `10' 0"`);
    fireEvent.change(input, { target: { value: `12'6"` } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit.mock.lastCall?.[0]).toBeCloseTo(3.81, 9);
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.getByText(`Введите длину, например 12' 6" или 3,8 м.`)).toBeTruthy();
  });

  it('writes the value anew in feet when the plot switches to imperial, and keeps a cleared field blank', () => {
    const onValue = vi.fn();
    const field = (units: 'metric' | 'imperial', value: number | undefined) => (
      <NumberField label="Side 1" unit="m" units={units} value={value} required onValue={onValue} />
    );
    const { rerender } = render(field('metric', 3.81));
    expect(screen.getByRole('spinbutton', { name: 'Side 1 (m)' })).toHaveProperty('value', '3.81');
    rerender(field('imperial', 3.81));
    const input = screen.getByRole('textbox', { name: 'Side 1 (ft, in)' });
    expect(input).toHaveProperty('value', `12' 6"`);
    // Cleared, the caller keeps 0 (the boundary editor does): the field stays blank while typing.
    fireEvent.change(input, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    rerender(field('imperial', 0));
    expect(input).toHaveProperty('value', '');
    rerender(field('metric', 0));
    expect(screen.getByRole('spinbutton', { name: 'Side 1 (m)' })).toHaveProperty('value', '0');
  });
});
