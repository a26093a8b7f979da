import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GenerationProgress } from './generation-progress';
import { countProgress } from './progress';

describe('GenerationProgress', () => {
  it('shows how many are ready with a progress bar', () => {
    const progress = countProgress(
      [
        { id: 1, status: 'succeeded' },
        { id: 2, status: 'running' },
      ],
      [1, 2],
    );
    render(<GenerationProgress progress={progress} />);
    expect(screen.getByText('1 of 2 ready')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Generation progress' });
    expect(bar.getAttribute('value')).toBe('1');
    expect(bar.getAttribute('max')).toBe('2');
  });
});
