import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { emptyPlot } from '../plot-editor';
import { GenerationCard } from './generation-card';
import { generation } from './test-fixtures';

afterEach(() => setLocale('en'));

// A variant of an imperial plot: why an object was left out, in feet and inches in either language.
const bathhouse = {
  id: 'bathhouse-1',
  landscape_object: 'bathhouse',
  reason: 'The bathhouse needs 3 m from the street: there was no such spot left.',
  because: {
    code: 'needs' as const,
    object: { code: 'bathhouse', name: 'Bathhouse' },
    needs: [{ code: 'distance' as const, m: 3, from: { kind: 'edge' as const, edge: 'street' as const } }],
  },
};

const card = (status: 'failed' | 'succeeded') =>
  render(
    <GenerationCard
      generation={generation({
        status,
        ...(status === 'failed' ? { plan: null, score: null, error: 'stored words' } : {}),
        not_placed: [bathhouse],
      })}
      plot={{ ...emptyPlot, units: 'imperial' }}
      styles={new Map()}
      comparing={false}
      applying={false}
      onToggleCompare={vi.fn()}
      onToggleFavorite={vi.fn()}
      onRename={vi.fn()}
      onApply={vi.fn()}
    />,
  );

describe('the generator’s reasons on an imperial plot', () => {
  it('say the distances in feet and inches in English', () => {
    card('failed');
    const status = screen.getByText(/Nothing in the selection could be placed/);
    expect(status.textContent).toContain(`The bathhouse needs 9' 10" from the street`);
    expect(status.textContent).not.toMatch(/\d m\b/);
  });

  it('and in Russian', () => {
    setLocale('ru');
    card('failed');
    const status = screen.getByText(/Ничего из выбранного не удалось разместить/);
    expect(status.textContent).toContain(`«Баня»: нужно 9' 10" от улицы`);
    expect(status.textContent).not.toMatch(/\d м\b/);
  });

  it('in the list of objects a variant left out', () => {
    card('succeeded');
    const list = screen.getByRole('list', { name: /Not placed in/, hidden: true });
    expect(list.textContent).toBe(`The bathhouse needs 9' 10" from the street: there was no such spot left.`);
  });
});
