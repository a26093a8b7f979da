import { describe, expect, it } from 'vitest';
import { importBoundary } from './boundary-import.js';
import exportShape from './fixtures/boundary-export-shape.dxf?raw';
import lwMillimetres from './fixtures/lwpolyline-mm.dxf?raw';
import polylineVertex from './fixtures/polyline-vertex.dxf?raw';

describe('importBoundary: DXF', () => {
  it('takes the largest closed LWPOLYLINE and converts millimetres ($INSUNITS 4) to metres', () => {
    const result = importBoundary(lwMillimetres, { format: 'dxf' });
    expect(result).toMatchObject({
      ok: true,
      boundary: [
        [0, 0],
        [22, 0],
        [22, 35],
        [0, 35],
      ],
      area_m2: 770,
      sides_m: [22, 35, 22, 35],
      north_deg: 0,
      summary: { format: 'dxf', units: 'millimetres', polygon_index: 2, polygon_count: 2 },
    });
    // The open fence line is not a candidate; the house is smaller.
    expect(result.ok && result.summary.notes[0]).toBe(
      'The drawing has 2 closed outlines; outline 2, the largest, was imported.',
    );
  });

  it('reads an old-style POLYLINE with VERTEX entities, without $INSUNITS, as metres', () => {
    const result = importBoundary(polylineVertex, { format: 'dxf' });
    expect(result.ok && result.boundary).toEqual([
      [0, 0],
      [30, 0],
      [30, 20],
      [15, 20],
      [15, 40],
      [0, 40],
    ]);
    // 30 x 20 plus 15 x 20.
    expect(result.ok && result.area_m2).toBe(900);
    expect(result.ok && result.summary.units).toBe('metres (the drawing has no units)');
  });

  it('takes the BOUNDARY layer of a plan export (metres), not the larger outline beside it', () => {
    const result = importBoundary(exportShape, { format: 'dxf' });
    expect(result.ok && result.boundary).toEqual([
      [0, 0],
      [24.5, 0],
      [27.25, 31.125],
      [3.5, 36],
    ]);
    expect(result.ok && result.summary.notes[0]).toBe(
      'The drawing has 2 closed outlines; outline 2, the one on layer BOUNDARY, was imported.',
    );
  });

  it('shifts far-off drawing coordinates so the boundary starts at 0, 0', () => {
    const dxf = [
      '0',
      'SECTION',
      '2',
      'ENTITIES',
      '0',
      'LWPOLYLINE',
      '8',
      'PLOT',
      '90',
      '3',
      '70',
      '1',
      '10',
      '412345.5',
      '20',
      '6123456.25',
      '10',
      '412375.5',
      '20',
      '6123456.25',
      '10',
      '412360.5',
      '20',
      '6123496.25',
      '0',
      'ENDSEC',
      '0',
      'EOF',
    ].join('\n');
    const result = importBoundary(dxf, { format: 'dxf' });
    expect(result.ok && result.boundary).toEqual([
      [0, 0],
      [30, 0],
      [15, 40],
    ]);
  });

  it('refuses a drawing without a closed polyline, unknown units and text that is not DXF', () => {
    const open = lwMillimetres.replace(/\n70\n1\n/g, '\n70\n0\n');
    expect(importBoundary(open, { format: 'dxf' })).toEqual({
      ok: false,
      errors: [
        'The drawing has no closed outline: close the boundary polyline (or join its lines end to end) and save again.',
      ],
    });
    const parsecs = lwMillimetres.replace('$INSUNITS\n70\n4\n', '$INSUNITS\n70\n20\n');
    expect(importBoundary(parsecs, { format: 'dxf' })).toEqual({
      ok: false,
      errors: ["The drawing's units ($INSUNITS 20) are not supported; save it in metres."],
    });
    expect(importBoundary('hello\nworld\n', { format: 'dxf' })).toEqual({
      ok: false,
      errors: ['The file is not an ASCII DXF drawing (no SECTION found).'],
    });
  });
});
