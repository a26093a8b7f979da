import { describe, expect, it } from 'vitest';
import { russianChangeSummary } from './replies-ru.js';

describe('the history line of a Russian change', () => {
  it("is the answer's first sentence, without its full stop", () => {
    expect(russianChangeSummary('Добавил: плодовое дерево × 2 у южного забора. Все нормы соблюдены.')).toBe(
      'Добавил: плодовое дерево × 2 у южного забора',
    );
  });

  it('keeps decimal commas and figures whole', () => {
    expect(russianChangeSummary('Повернул: баня на 45,0°. Все нормы соблюдены.')).toBe(
      'Повернул: баня на 45,0°',
    );
    expect(russianChangeSummary('Переместил: теплица в 2,5 м к северу от дома.')).toBe(
      'Переместил: теплица в 2,5 м к северу от дома',
    );
  });

  it('takes a one-sentence answer whole', () => {
    expect(russianChangeSummary('Убрал: колодец')).toBe('Убрал: колодец');
  });
});
