import type { ImportedBoundary } from '@plotplan/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import cadastral from '../../../../../../packages/domain/src/exchange/fixtures/cadastral-ru.txt?raw';
import kmlWithHole from '../../../../../../packages/domain/src/exchange/fixtures/plot-with-hole.kml?raw';
import barePairs from '../../../../../../packages/domain/src/exchange/fixtures/bare-pairs.txt?raw';
import moscowLocal from '../../../../../../packages/domain/src/exchange/fixtures/moscow-local-x-y.csv?raw';
import plotInFrame from '../../../../../../packages/domain/src/exchange/fixtures/plot-in-frame.dxf?raw';
import egrnExtract from '../../../../../../packages/domain/src/exchange/fixtures/egrn-extract-land.xml?raw';
import { ImportBoundaryButton } from './import-boundary-button';

/** Text in windows-1251, as older Rosreestr files are: ASCII as is, Cyrillic А-я at 0xC0-0xFF. */
function windows1251(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...text], (c) => {
    const code = c.charCodeAt(0);
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (c === 'ё') return 0xb8;
    if (c === 'Ё') return 0xa8;
    return 0x3f;
  });
}

function setup() {
  const onReplace = vi.fn<(imported: ImportedBoundary, fileName: string) => void>();
  render(<ImportBoundaryButton onReplace={onReplace} />);
  const choose = (name: string, text: string | Uint8Array<ArrayBuffer>) =>
    userEvent.upload(screen.getByLabelText('Boundary file'), new File([text], name, { type: 'text/plain' }));
  return { onReplace, choose };
}

describe('ImportBoundaryButton', () => {
  it('previews a cadastral list read X north first: area, numbered sides, source; then replaces', async () => {
    const { onReplace, choose } = setup();
    await choose('cadastral-ru.txt', cadastral);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByLabelText('Coordinate order')).toHaveProperty('value', 'north-east');
    expect(within(dialog).getByTestId('import-area').textContent).toBe('1350.0 m² (13.50 sotka)');
    expect(within(dialog).getByTestId('import-sides').textContent).toBe(
      '1: 30 m, 2: 40 m, 3: 18.03 m, 4: 18.03 m, 5: 40 m',
    );
    expect(dialog.textContent).toContain('Corner list, 5 corners, metres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace boundary', hidden: true }));
    expect(onReplace).toHaveBeenCalledTimes(1);
    const [imported, fileName] = onReplace.mock.calls[0] ?? [];
    expect(fileName).toBe('cadastral-ru.txt');
    expect(imported?.boundary).toContainEqual([15, 50]);
  });

  it('previews an EGRN extract (.xml): cadastral number, declared area beside the polygon, the system', async () => {
    const { onReplace, choose } = setup();
    await choose('extract.xml', egrnExtract);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByTestId('import-area').textContent).toBe('1210.0 m² (12.10 sotka)');
    expect(within(dialog).getByTestId('import-cadastral-number').textContent).toBe('50:20:0041102:317');
    expect(within(dialog).getByTestId('import-declared-area').textContent).toBe(
      '1210 m² ± 12.17 (the polygon: 1210.0 m², 0.0 m² apart)',
    );
    expect(dialog.textContent).toContain('EGRN extract, 5 corners, metres (x north, y east)');
    expect(dialog.textContent).toContain('Coordinates in МСК-50, зона 2 are read as plane metres');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace boundary', hidden: true }));
    expect(onReplace.mock.calls[0]?.[0].summary.cadastral_number).toBe('50:20:0041102:317');
  });

  it('reads an XML declared windows-1251 in that encoding', async () => {
    const { choose } = setup();
    const text = egrnExtract.replace('encoding="UTF-8"', 'encoding="windows-1251"');
    await choose('extract-1251.xml', windows1251(text));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Coordinates in МСК-50, зона 2 are read');
  });

  it('reads the list again when the coordinate order changes', async () => {
    const { choose } = setup();
    await choose('cadastral-ru.txt', cadastral);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await userEvent.selectOptions(within(dialog).getByLabelText('Coordinate order'), 'lat-lon');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Import problems', { selector: 'ul' })).toBeTruthy(),
    );
    expect(dialog.textContent).toMatch(
      /Corner 1 \(latitude 6183452.37, longitude 2197634.81\) is not a position in degrees/,
    );
    expect(within(dialog).getByRole('button', { name: 'Replace boundary', hidden: true })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('refuses a KML with a hole in words, and Replace stays disabled', async () => {
    const { onReplace, choose } = setup();
    await choose('pond.kml', kmlWithHole);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain(
      'The polygon has a hole (an inner ring); a plot boundary must be one ring without holes.',
    );
    expect(within(dialog).queryByLabelText('Coordinate order')).toBeNull();
    const replace = within(dialog).getByRole('button', { name: 'Replace boundary', hidden: true });
    expect(replace).toHaveProperty('disabled', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onReplace).not.toHaveBeenCalled();
    expect(screen.queryByText(/has a hole/)).toBeNull();
  });

  it('lists the outlines of a DXF with a frame, takes the plot, and reads another when chosen', async () => {
    const { onReplace, choose } = setup();
    await choose('site-plan.dxf', plotInFrame);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const group = within(dialog).getByRole('radiogroup', { name: 'Outline to import', hidden: true });
    const options = within(group).getAllByRole('radio', { hidden: true });
    expect(options.map((o) => o.parentElement?.textContent)).toEqual([
      '1 · layer 0 · 2863.8 m² · 45 x 63.64 m · drawing frame?',
      '2 · layer 0 · 160.0 m² · 20 x 8 m',
      '3 · layer 0 · 789.0 m² · 27 x 34 m',
      '4 · layer 0 · 64.0 m² · 8 x 8 m',
    ]);
    expect(options[2]).toHaveProperty('checked', true);
    expect(within(dialog).getByTestId('import-area').textContent).toBe('789.0 m² (7.89 sotka)');
    await userEvent.click(options[3] as HTMLElement);
    await waitFor(() =>
      expect(within(dialog).getByTestId('import-area').textContent).toBe('64.0 m² (0.64 sotka)'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace boundary', hidden: true }));
    expect(onReplace.mock.calls[0]?.[0].area_m2).toBe(64);
  });

  it('reads a Номер;X;Y list X north first and shows no second reading: the header settles it', async () => {
    const { choose } = setup();
    await choose('moscow.csv', moscowLocal);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByLabelText('Coordinate order')).toHaveProperty('value', 'north-east');
    expect(
      within(dialog).queryByRole('region', { name: 'Both readings of the corner list', hidden: true }),
    ).toBeNull();
  });

  it('shows a guessed order both ways side by side and switches to the other reading', async () => {
    const { onReplace, choose } = setup();
    await choose('corners.txt', barePairs);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const both = within(dialog).getByRole('region', {
      name: 'Both readings of the corner list',
      hidden: true,
    });
    expect(both.textContent).toContain('The coordinate order is a guess');
    expect(within(both).getByRole('img', { name: 'In use: x east, y north', hidden: true })).toBeTruthy();
    expect(
      within(both).getByRole('img', {
        name: 'Other reading: X north, Y east (land papers, surveyors)',
        hidden: true,
      }),
    ).toBeTruthy();
    await userEvent.click(within(both).getByRole('button', { name: 'Use this reading', hidden: true }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Coordinate order')).toHaveProperty('value', 'north-east'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace boundary', hidden: true }));
    expect(onReplace.mock.calls[0]?.[0].boundary).toContainEqual([35, 10]);
  });
});
