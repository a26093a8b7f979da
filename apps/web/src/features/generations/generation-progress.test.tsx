import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
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

  describe('when every variant is in', () => {
    afterEach(() => setLocale('en'));
    const done = countProgress(
      [
        { id: 1, status: 'succeeded' },
        { id: 2, status: 'succeeded' },
      ],
      [1, 2],
    );

    it('says it is done', () => {
      render(<GenerationProgress progress={done} />);
      expect(screen.getByText('Done: 2 of 2 ready')).toBeTruthy();
    });

    it('says it in Russian without the same word twice', () => {
      setLocale('ru');
      render(<GenerationProgress progress={done} />);
      expect(screen.getByText('Готово 2 из 2 — генерация завершена')).toBeTruthy();
    });
  });
});
