import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyPlot } from '../plot-editor';
import { GenerationGallery } from './generation-gallery';
import { generation } from './test-fixtures';

const why = 'Nothing in the selection could be placed on this plot. The small house needs 3 m ...';

describe('GenerationGallery', () => {
  it('shows a request whose variants all failed alike once, with the reason and how many', () => {
    const failed = [4, 5, 6, 7].map((id) =>
      generation({ id, name: `Variant ${id}`, status: 'failed', plan: null, score: null, error: why }),
    );
    render(
      <GenerationGallery
        generations={[...failed, generation()]}
        loading={false}
        failedToLoad={false}
        onRetry={vi.fn()}
        compareIds={new Set()}
        compareLimit={3}
        applyingId={undefined}
        previewId={undefined}
        plot={emptyPlot}
        styles={new Map()}
        onToggleCompare={vi.fn()}
        onToggleFavorite={vi.fn()}
        onRename={vi.fn()}
        onApply={vi.fn()}
      />,
    );
    const list = screen.getByRole('list', { name: 'Variants' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Variant 4', 'Sunny one']);
    expect(within(list).getByText(`Failed: ${why}`)).toBeTruthy();
    expect(within(list).getByText('3 more variants of this request failed the same way.')).toBeTruthy();
    expect(within(list).queryByText('0%')).toBeNull();
  });
});
