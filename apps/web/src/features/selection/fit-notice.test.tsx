import type { SelectionItem } from '@plotplan/contract';
import { unitSystemOf, type Plot } from '@plotplan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { emptyPlot } from '../plot-editor';
import { FitNotice } from './fit-notice';
import { useFitEstimate } from './use-fit-estimate';

function Harness({ plot, selection }: { plot: Plot | null; selection: readonly SelectionItem[] }) {
  return (
    <FitNotice
      estimate={useFitEstimate(plot, selection)}
      units={plot === null ? 'metric' : unitSystemOf(plot)}
    />
  );
}

function renderNotice(plot: Plot | null, selection: readonly SelectionItem[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness plot={plot} selection={selection} />
    </QueryClientProvider>,
  );
}

// 8 x 10 m, the street at the bottom, neighbours on the other sides (ru-snt).
const small: Plot = {
  ...emptyPlot,
  boundary: [
    [0, 0],
    [8, 0],
    [8, 10],
    [0, 10],
  ],
};
const impossible: SelectionItem[] = [
  { landscape_object: 'house_small', count: 2 },
  { landscape_object: 'bathhouse', count: 2 },
  { landscape_object: 'pool', count: 1 },
  { landscape_object: 'fruit_tree_tall', count: 3 },
];

describe('FitNotice with useFitEstimate', () => {
  it('says what will not fit and why, and that generating still works', async () => {
    renderNotice(small, impossible);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Will not fit');
    expect(notice.textContent).toContain(
      'The small house needs 6 x 6 m plus 3 m from the neighbours and 5 m from the street: there is no such spot.',
    );
    expect(notice.textContent).toContain('the plot has 80 m² where these objects may stand');
    expect(notice.textContent).toContain('You can still generate');
  });

  it('says it in feet, inches and square feet on an imperial plot', async () => {
    renderNotice({ ...small, units: 'imperial' }, impossible);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(
      `The small house needs 19' 8" x 19' 8" plus 9' 10" from the neighbours and 16' 5" from the street: there is no such spot.`,
    );
    expect(notice.textContent).toContain('the plot has 861 sq ft where these objects may stand');
    expect(notice.textContent).not.toMatch(/\d m\b|m²/);
  });

  it('names the object a plan will lack first, by its catalogue name (issue 25)', async () => {
    renderNotice(small, impossible);
    const notice = await screen.findByRole('status');
    expect(await within(notice).findByText('First left out: Small house')).toBeTruthy();
  });

  it('says what will not fit and why in Russian', async () => {
    setLocale('ru');
    try {
      renderNotice(small, impossible);
      const notice = await screen.findByRole('status');
      expect(notice.textContent).toContain(
        '«Маленький дом»: нужно 6 × 6 м и ещё 3 м от соседей и 5 м от улицы — такого места нет.',
      );
      expect(notice.textContent).toContain('на участке 80 м², где эти объекты могут стоять');
      expect(
        within(notice)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).not.toContainEqual(expect.stringMatching(/[A-Za-z]{2,}/));
    } finally {
      setLocale('en');
    }
  });

  it('says it fits when it does', async () => {
    renderNotice(emptyPlot, [{ landscape_object: 'house_small', count: 1 }]);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Fits: the chosen objects should find room on the plot.',
    );
  });

  it('says nothing without objects or without a finished plot', async () => {
    const { container } = renderNotice(emptyPlot, []);
    const unfinished: Plot = { ...emptyPlot, boundary: [[0, 0]] };
    renderNotice(unfinished, impossible);
    renderNotice(null, impossible);
    // Let the catalog query settle before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
