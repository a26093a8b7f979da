import { catalogObjects } from '@plotplan/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { objectById, testEditor, testPlan } from '../model/test-plan';
import { ObjectInspector } from './object-inspector';
import { ObjectMenu } from './object-menu';
import { ObjectPickList } from './object-pick-list';
import { ObjectsList } from './objects-list';

beforeEach(() => setLocale('ru'));
afterEach(() => setLocale('en'));

const entryOf = (code: string) => catalogObjects.find((o) => o.code === code);

describe('the plan editor panels in Russian', () => {
  it('the inspector: fields, height in м, sun hours with a decimal comma, Russian buttons', () => {
    const { editor } = testEditor();
    render(
      <ObjectInspector
        editor={editor}
        objects={[objectById(editor, 'house')]}
        entryOf={entryOf}
        sunHours={{ house: 7.25 }}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: /^Ширина/ })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /^Поворот/ })).toBeTruthy();
    expect(screen.getByTestId('object-sun-hours').textContent).toMatch(/^7,[23] ч солнца в день$/);
    expect(screen.getByRole('button', { name: 'Повернуть на 90°' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeTruthy();
  });

  it('the inspector counts a selection with Russian plurals', () => {
    const { editor } = testEditor();
    const objects = testPlan.objects;
    render(<ObjectInspector editor={editor} objects={objects} entryOf={entryOf} />);
    expect(screen.getByRole('heading', { name: 'Выбрано 3 объекта' })).toBeTruthy();
  });

  it('the object list, the menu and the pick list', () => {
    const { editor } = testEditor();
    render(
      <>
        <ObjectsList
          objects={testPlan.objects}
          styles={new Map()}
          selectedIds={[]}
          problemIds={new Set(['bed'])}
          onSelect={vi.fn()}
        />
        <ObjectMenu
          editor={editor}
          objects={testPlan.objects.slice(0, 2)}
          entryOf={entryOf}
          onDetails={vi.fn()}
          onClose={vi.fn()}
        />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Объекты на плане' });
    expect(list.textContent).toContain('1,2 × 4 м · нарушает норму');
    const menu = screen.getByRole('menu', { name: 'Действия: 2 объекта' });
    expect(menu.textContent).toContain('Подробнее');
  });

  it('asks "Какой объект?" when several objects lie under a finger', () => {
    render(
      <ObjectPickList objects={testPlan.objects} nameOf={(o) => o.id} onChoose={vi.fn()} onClose={vi.fn()} />,
    );
    expect(screen.getByRole('menu', { name: 'Какой объект?' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Закрыть список' })).toBeTruthy();
  });

  it('names the edits in the history in Russian (object names as the catalog gives them)', () => {
    const { editor, commits } = testEditor();
    editor.select(['well']);
    editor.nudge(1, 0);
    editor.select(['house', 'bed']);
    editor.rotateBy(90);
    expect(commits.map((c) => c.summary)).toEqual(['Перемещено: Well', 'Повёрнуто: 2 объекта']);
  });
});
