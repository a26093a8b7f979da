import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { emptyPlot } from '../plot-editor';
import { GenerationCard } from './generation-card';
import { unplacedLabel, unreachableLabel } from './plan-warnings';
import { progressText } from './progress';
import { generation } from './test-fixtures';

beforeEach(() => setLocale('ru'));
afterEach(() => setLocale('en'));

const errorViolation = {
  rule_id: 'house-neighbor-boundary',
  severity: 'error' as const,
  message: 'The house is too close to the neighbour.',
  object_ids: ['house-1'],
  required_m: 3,
  actual_m: 1,
  shortfall_m: 2,
};

describe('the generations in Russian', () => {
  it('a card: score, findings with Russian plurals, actions; a risky apply asks in Russian', async () => {
    const onApply = vi.fn();
    const risky = generation({
      name: '',
      violations: [errorViolation],
      // The server's words are English here (a language switch outdates them): the code is said again.
      not_placed: [
        {
          id: 'well-1',
          landscape_object: 'well',
          reason: 'The well needs 8 m from the outdoor toilet: there was no such spot left.',
          because: {
            code: 'needs',
            object: { code: 'well', name: 'Well' },
            needs: [
              {
                code: 'distance',
                m: 8,
                from: {
                  kind: 'object',
                  object: { code: 'outdoor_toilet', name: 'Outdoor toilet' },
                  same: false,
                },
              },
            ],
          },
        },
      ],
    } as never);
    render(
      <GenerationCard
        generation={risky}
        plot={emptyPlot}
        styles={new Map()}
        comparing={false}
        applying={false}
        onToggleCompare={vi.fn()}
        onToggleFavorite={vi.fn()}
        onRename={vi.fn()}
        onApply={onApply}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Вариант №3' })).toBeTruthy();
    expect(screen.getByText('1 ошибка, 0 предупреждений')).toBeTruthy();
    expect(screen.getByText('Нарушена 1 норма: строить по этому плану как есть нельзя')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Применить: Вариант №3' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Этот вариант — не готовый план:');
    expect(dialog.textContent).toContain('1 объект не удалось разместить:');
    expect(dialog.textContent).toContain(
      '«Колодец»: нужно 8 м от объекта «Уличный туалет» — такого места не осталось.',
    );
    expect(dialog.textContent).not.toContain('The well needs');
    expect(screen.getByRole('button', { name: 'Всё равно применить', hidden: true })).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a failed card says why nothing could be placed in Russian, from the codes', () => {
    const failed = generation({
      status: 'failed',
      plan: null,
      score: null,
      error:
        "Nothing in the selection could be placed on this plot. The bathhouse needs 1 m from the neighbour boundary: there was no such spot left. Try fewer or smaller objects, or check the plot's size and rules.",
      not_placed: [
        {
          id: 'bathhouse-1',
          landscape_object: 'bathhouse',
          reason: 'The bathhouse needs 1 m from the neighbour boundary: there was no such spot left.',
          because: {
            code: 'needs',
            object: { code: 'bathhouse', name: 'Bathhouse' },
            needs: [{ code: 'distance', m: 1, from: { kind: 'edge', edge: 'neighbor' } }],
          },
        },
      ],
    });
    render(
      <GenerationCard
        generation={failed}
        plot={emptyPlot}
        styles={new Map()}
        comparing={false}
        applying={false}
        onToggleCompare={vi.fn()}
        onToggleFavorite={vi.fn()}
        onRename={vi.fn()}
        onApply={vi.fn()}
      />,
    );
    const status = screen.getByText(/Ничего из выбранного не удалось разместить/);
    expect(status.textContent).toContain(
      '«Баня»: нужно 1 м от границы с соседями — такого места не осталось.',
    );
    expect(status.textContent).not.toMatch(/bathhouse|Nothing/i);
  });

  it('labels: not placed, paths and progress', () => {
    expect(
      unplacedLabel(generation({ not_placed: [1, 2, 3, 4, 5].map((i) => ({ id: `o${i}` })) } as never)),
    ).toBe('5 объектов не размещены');
    expect(unreachableLabel(generation({ unreachable: ['house-1', 'tree-1'] }))).toBe(
      'Дорожки не доходят до: маленький дом и плодовое дерево',
    );
    expect(progressText({ finished: 2, total: 4, failed: 1, done: false } as never)).toBe(
      'Готово 2 из 4 (не удалось: 1)',
    );
  });
});
