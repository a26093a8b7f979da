import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SunLegend } from './sun-legend';
import { SunOverlay } from './sun-overlay';
import { SunToggle } from './sun-toggle';
import { tinyMap } from './test-fixtures';

describe('SunOverlay', () => {
  afterEach(() => vi.restoreAllMocks());

  it('places one image over the grid in screen space and lets pointers through', () => {
    // happy-dom has no 2D canvas: a context that takes the pixels (tested in
    // overlay-pixels.test.ts) and a canvas that encodes to a fixed URL stand in for the browser's.
    const putImageData = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      putImageData,
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    const map = tinyMap([8, 5, -1, 0, 3, 7]); // 1.5 x 1 m from (10, 20)
    const { container } = render(
      <svg>
        <SunOverlay map={map} view={{ scale: 10, tx: 5, ty: 300 }} />
      </svg>,
    );
    const images = container.querySelectorAll('image');
    expect(images).toHaveLength(1);
    const image = images[0] as SVGImageElement;
    expect(image.getAttribute('href')).toBe('data:image/png;base64,AAAA');
    // Top-left is the world point (10, 21): x = 10 * 10 + 5, y = -21 * 10 + 300.
    expect([image.getAttribute('x'), image.getAttribute('y')]).toEqual(['105', '90']);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['15', '10']);
    expect(image.getAttribute('pointer-events')).toBe('none');
    expect(image.getAttribute('preserveAspectRatio')).toBe('none');
    expect(putImageData).toHaveBeenCalledTimes(1);
  });
});

describe('SunLegend', () => {
  it('names the four classes with their hour ranges in text', () => {
    render(<SunLegend />);
    const legend = screen.getByRole('figure', { name: /Direct sun per day/ });
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Full sun 6 h or more',
      'Partial sun 4–6 h',
      'Partial shade 2–4 h',
      'Shade under 2 h',
    ]);
  });
});

describe('SunToggle', () => {
  it('is a labelled checkbox that reports its changes and the map state', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SunToggle checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sun hours' }));
    expect(onChange).toHaveBeenCalledWith(true);

    rerender(<SunToggle checked onChange={onChange} status="computing" />);
    expect(screen.getByRole('status').textContent).toBe('Computing…');
    rerender(<SunToggle checked onChange={onChange} status="unavailable" reason="Set the location." />);
    const box = screen.getByRole('checkbox', { name: 'Sun hours' });
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(screen.getByRole('status').textContent).toBe('Set the location.');
  });
});
