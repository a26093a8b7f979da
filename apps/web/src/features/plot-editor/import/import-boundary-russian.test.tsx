import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import egrnExtract from '../../../../../../packages/domain/src/exchange/fixtures/egrn-extract-land.xml?raw';
import kmlWithHole from '../../../../../../packages/domain/src/exchange/fixtures/plot-with-hole.kml?raw';
import { setLocale } from '../../../lib/i18n';
import { ImportBoundaryButton } from './import-boundary-button';
import { importText } from './import-text';

beforeEach(() => setLocale('ru'));
afterEach(() => setLocale('en'));

async function open(name: string, text: string) {
  render(<ImportBoundaryButton onReplace={vi.fn()} />);
  await userEvent.upload(
    screen.getByLabelText('Файл границы'),
    new File([text], name, { type: 'text/plain' }),
  );
  return screen.findByRole('dialog', { hidden: true });
}

describe('the boundary import in Russian', () => {
  it('previews an EGRN extract in Russian, its notes included', async () => {
    const dialog = await open('extract.xml', egrnExtract);
    expect(screen.getByTestId('import-area').textContent).toBe('1210,0 м² (12,10 сотки)');
    expect(screen.getByTestId('import-declared-area').textContent).toBe(
      '1210 м² ± 12,17 (по полигону: 1210,0 м², разница 0,0 м²)',
    );
    expect(dialog.textContent).toContain('Выписка ЕГРН, 5 углов, метры (x на север, y на восток)');
    expect(dialog.textContent).toContain('Координаты в системе МСК-50, зона 2 прочитаны как плоские метры');
    expect(dialog.textContent).toContain(
      'По ЕГРН площадь 1\u00a0210 м² ± 12,17; площадь полигона границы 1\u00a0210 м², это совпадает.',
    );
    expect(dialog.textContent).not.toMatch(/\b(the|is|are|corners|metres|Replace|Cancel)\b/);
    expect(screen.getByRole('button', { name: 'Заменить границу', hidden: true })).toBeTruthy();
  });

  it('refuses a KML with a hole in Russian', async () => {
    const dialog = await open('pond.kml', kmlWithHole);
    expect(dialog.textContent).toContain('В полигоне есть дыра (внутреннее кольцо)');
  });
});

describe('importText', () => {
  it('says the area notes with Russian numbers and the counts with Russian plurals', () => {
    expect(
      importText(
        'ru',
        "The register states 1,200 m² ± 12; the boundary's polygon is 1,210.5 m², which agrees.",
      ),
    ).toBe('По ЕГРН площадь 1\u00a0200 м² ± 12; площадь полигона границы 1\u00a0210,5 м², это совпадает.');
    expect(
      importText(
        'ru',
        "The register states 900 m², but the boundary's polygon is 1,000 m² (100 m² more): check the coordinates against the paper extract.",
      ),
    ).toBe(
      'По ЕГРН площадь 900 м², а площадь полигона границы 1\u00a0000 м² (на 100 м² больше): сверьте координаты с бумажной выпиской.',
    );
    expect(importText('ru', 'The boundary has 2 corners; a plot needs at least 3.')).toBe(
      'В границе 2 угла, а у участка их должно быть не меньше 3.',
    );
    expect(importText('ru', 'Skipped 5 lines that are not corners (1, 2, 3, 4, 5).')).toBe(
      'Пропущено строк без углов: 5 (1, 2, 3, 4, 5).',
    );
    expect(importText('en', 'The file has no contour with coordinates.')).toBe(
      'The file has no contour with coordinates.',
    );
  });
});
