import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapControls, MapNote } from './map-controls';
import { DEFAULT_MAP_PREFERENCE, setMapPreference, useMapPreference } from './map-preference';
import { MapUnderlay, type MapLoadState } from './map-underlay';

const georef = { lat: 59.94, lon: 30.31, x: 10, y: 10 };

function Underlay({ onLoadState }: { onLoadState: (state: MapLoadState) => void }) {
  return (
    <svg>
      <MapUnderlay
        view={{ scale: 5, tx: 50, ty: 400 }}
        width={600}
        height={400}
        georef={georef}
        northDeg={0}
        tileUrl="http://127.0.0.1:9/{z}/{x}/{y}.png"
        maxZoom={19}
        opacity={0.6}
        onLoadState={onLoadState}
      />
    </svg>
  );
}

const images = (container: HTMLElement) => [...container.querySelectorAll('image')];

describe('MapUnderlay', () => {
  it('draws the tiles from the template and says "shown" once one has loaded', () => {
    const onLoadState = vi.fn();
    const { container } = render(<Underlay onLoadState={onLoadState} />);
    const tiles = images(container);
    expect(tiles.length).toBeGreaterThan(1);
    expect(tiles[0]?.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:9\/19\/\d+\/\d+\.png$/);
    expect(onLoadState).toHaveBeenLastCalledWith('loading');
    fireEvent.load(tiles[0] as Element);
    expect(onLoadState).toHaveBeenLastCalledWith('shown');
  });

  it('leaves out tiles that fail, and says "unavailable" when every one has failed', () => {
    const onLoadState = vi.fn();
    const { container } = render(<Underlay onLoadState={onLoadState} />);
    const tiles = images(container);
    tiles.slice(0, -1).forEach((tile) => fireEvent.error(tile));
    expect(images(container)).toHaveLength(1);
    expect(onLoadState).toHaveBeenLastCalledWith('loading');
    fireEvent.error(images(container)[0] as Element);
    expect(images(container)).toHaveLength(0);
    expect(onLoadState).toHaveBeenLastCalledWith('unavailable');
  });
});

function Controls() {
  return <MapControls preference={useMapPreference()} />;
}

describe('MapControls', () => {
  it('switches the map off and on and sets its opacity, remembered in this browser', () => {
    setMapPreference(DEFAULT_MAP_PREFERENCE);
    render(<Controls />);
    const toggle = screen.getByRole('button', { name: 'Map' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('slider', { name: 'Map opacity' }), { target: { value: '0.9' } });
    expect(JSON.parse(window.localStorage.getItem('plotplan.map-underlay') ?? '{}')).toEqual({
      shown: true,
      opacity: 0.9,
    });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('slider', { name: 'Map opacity' })).toBeNull();
  });
});

describe('MapNote', () => {
  it('links the OpenStreetMap attribution to its copyright page, and says when the map is unavailable', () => {
    const { rerender } = render(<MapNote attribution="© OpenStreetMap contributors" unavailable={false} />);
    expect(screen.getByRole('link', { name: '© OpenStreetMap contributors' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    rerender(<MapNote attribution="© OpenStreetMap contributors" unavailable />);
    expect(screen.getByRole('status').textContent).toBe('Map unavailable: showing the grid');
  });
});
