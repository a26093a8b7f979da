import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyPlot } from '../plot-editor';
import { GenerationCard, type GenerationCardProps } from './generation-card';
import { generation } from './test-fixtures';

function renderCard(props: Partial<GenerationCardProps> = {}) {
  const handlers = {
    onToggleCompare: vi.fn(),
    onToggleFavorite: vi.fn(),
    onRename: vi.fn(),
    onApply: vi.fn(),
  };
  const styles = new Map([['house_small', { name: 'Small house', color: '#c2410c' }]]);
  render(
    <GenerationCard
      generation={generation()}
      plot={emptyPlot}
      styles={styles}
      comparing={false}
      applying={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('GenerationCard', () => {
  it('shows the score, the breakdown bars with accessible names and the findings', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Sunny one' });
    expect(within(card).getByText('82%')).toBeTruthy();
    const bars = within(card).getByRole('list', { name: 'Score breakdown of Sunny one' });
    const sun = within(bars).getByRole('meter', { name: 'Sun' });
    expect(sun.getAttribute('aria-valuenow')).toBe('90');
    expect(within(bars).getByRole('meter', { name: 'Entrance' }).getAttribute('aria-valuetext')).toBe('45%');
    expect(within(bars).getAllByRole('meter')).toHaveLength(3);
    expect(within(card).getByText('0 errors, 1 warning')).toBeTruthy();
  });

  it('draws the plan objects with their ids, names and colours', () => {
    renderCard();
    const house = document.querySelector('[data-object-id="house-1"]');
    expect(house?.tagName.toLowerCase()).toBe('polygon');
    expect(house?.getAttribute('fill')).toBe('#c2410c');
    expect(house?.querySelector('title')?.textContent).toBe('Small house\n6 × 6 m');
    const tree = document.querySelector('[data-object-id="tree-1"]');
    expect(tree?.tagName.toLowerCase()).toBe('circle');
    expect(tree?.getAttribute('r')).toBe('2');
  });

  it('calls the favourite, compare and apply handlers with the generation', async () => {
    const handlers = renderCard();
    const favourite = screen.getByRole('button', { name: 'Favourite: Sunny one' });
    expect(favourite.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(favourite);
    expect(handlers.onToggleFavorite).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Compare: Sunny one' }));
    expect(handlers.onToggleCompare).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Apply: Sunny one' }));
    expect(handlers.onApply).toHaveBeenCalledTimes(1);
  });

  it('previews the variant on a click on its plan, and marks the one being previewed', async () => {
    const onPreview = vi.fn();
    renderCard({ onPreview });
    const preview = screen.getByRole('button', { name: 'Preview: Sunny one' });
    expect(preview.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(preview);
    expect(onPreview).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('shows the previewed variant pressed', () => {
    renderCard({ onPreview: vi.fn(), previewing: true });
    expect(screen.getByRole('button', { name: 'Preview: Sunny one' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('article', { name: 'Sunny one' }).className).toContain('previewing');
  });

  it('cannot tick a fifth variant for comparison, but can untick a ticked one', () => {
    renderCard({ compareFull: true });
    expect(screen.getByRole('checkbox', { name: 'Compare: Sunny one' })).toHaveProperty('disabled', true);
  });

  it('renames with the typed name', async () => {
    const handlers = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Rename: Sunny one' }));
    const input = screen.getByRole('textbox', { name: 'New name for Sunny one' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Best{Enter}');
    expect(handlers.onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), 'Best');
  });

  it('shows a failed generation with its error and no apply', () => {
    renderCard({ generation: generation({ status: 'failed', plan: null, score: null, error: 'No room' }) });
    expect(screen.getByText('Failed: No room')).toBeTruthy();
    // Nothing to apply or compare (regression: an Apply button that looked live on a failed card).
    expect(screen.queryByRole('button', { name: 'Apply: Sunny one' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Compare: Sunny one' })).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  describe('a variant that is not a finished plan', () => {
    const error = {
      rule_id: 'house-neighbor-boundary',
      severity: 'error' as const,
      message: 'Too close to the neighbours',
      object_ids: ['house-1'],
      required_m: 3,
      actual_m: 1,
      shortfall_m: 2,
      at: { x: 0, y: 0 },
    };
    const unplaced = [
      { id: 'pool-1', landscape_object: 'pool', reason: 'No spot 4 x 8 m with 1.5 m from the neighbours.' },
      { id: 'house_small-2', landscape_object: 'house_small', reason: 'No room left.' },
    ];

    it('marks objects not placed with their reasons on expand and in the title', async () => {
      renderCard({ generation: generation({ not_placed: unplaced }) });
      const card = screen.getByRole('article', { name: 'Sunny one' });
      const badge = within(card).getByText('2 objects not placed');
      expect(badge.getAttribute('title')).toBe(
        'No spot 4 x 8 m with 1.5 m from the neighbours.\nNo room left.',
      );
      const details = badge.closest('details');
      expect(details?.open).toBe(false);
      await userEvent.click(badge);
      expect(details?.open).toBe(true);
      const list = within(card).getByRole('list', { name: 'Not placed in Sunny one' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['No spot 4 x 8 m with 1.5 m from the neighbours.', 'No room left.']);
    });

    it('outlines the design zones on the plan: the house makes the entry, the tree the orchard', () => {
      renderCard();
      const drawing = screen.getByRole('img', { name: 'Plan of Sunny one' });
      expect(drawing.querySelector('[data-zone="entry"] title')?.textContent).toBe('Entry');
      expect(drawing.querySelector('[data-zone="orchard"] title')?.textContent).toBe('Orchard');
    });

    it('names the buildings the paths do not reach', () => {
      renderCard({ generation: generation({ unreachable: ['house-1', 'tree-1'] }) });
      expect(screen.getByText('Paths do not reach the small house and the medium fruit tree')).toBeTruthy();
    });

    it('marks error violations, and a clean variant has no marks', () => {
      renderCard({ generation: generation({ violations: [error, error] }) });
      expect(screen.getByText('Breaks 2 rules: not a plan to build as it is')).toBeTruthy();
      expect(screen.queryByText(/not placed/)).toBeNull();
      expect(screen.queryByText(/Paths do not reach/)).toBeNull();
    });

    it('applies a clean variant at once, without asking', async () => {
      const handlers = renderCard();
      expect(screen.queryByText(/Breaks/)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Apply: Sunny one' }));
      expect(handlers.onApply).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    });

    it('asks before applying, listing the errors and the objects not placed; Cancel changes nothing', async () => {
      const handlers = renderCard({ generation: generation({ violations: [error], not_placed: unplaced }) });
      await userEvent.click(screen.getByRole('button', { name: 'Apply: Sunny one' }));
      const dialog = screen.getByRole('dialog', { hidden: true });
      expect(within(dialog).getByText('Apply Sunny one?')).toBeTruthy();
      expect(dialog.textContent).toContain('it breaks 1 rule (errors, not warnings)');
      expect(dialog.textContent).toContain('2 objects could not be placed');
      expect(dialog.textContent).toContain('No spot 4 x 8 m with 1.5 m from the neighbours.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
      expect(handlers.onApply).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    });

    it('applies after the user confirms', async () => {
      const handlers = renderCard({ generation: generation({ not_placed: unplaced.slice(0, 1) }) });
      await userEvent.click(screen.getByRole('button', { name: 'Apply: Sunny one' }));
      const dialog = screen.getByRole('dialog', { hidden: true });
      expect(dialog.textContent).toContain('1 object could not be placed');
      expect(dialog.textContent).not.toContain('breaks');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply anyway', hidden: true }));
      expect(handlers.onApply).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    });
  });
});
