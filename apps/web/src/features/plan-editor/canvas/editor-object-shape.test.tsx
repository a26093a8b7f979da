import type { PlacedObject } from '@plotplan/domain';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n';
import { PlanPatterns } from '../../../lib/plan-canvas';
import { EditorObjectShape } from './editor-object-shape';

const object: PlacedObject = {
  id: 'greenhouse_3x6-1',
  landscape_object: 'greenhouse_3x6',
  shape: 'rect',
  x: 10,
  y: 10,
  rotation_deg: 0,
  width: 3,
  depth: 6,
  height_m: 2.5,
  locked: false,
};
const view = { scale: 10, tx: 0, ty: 400 };

const shape = (highlighted?: boolean) =>
  render(
    <svg>
      <EditorObjectShape
        object={object}
        view={view}
        name="Greenhouse"
        color="#9ad"
        selected={false}
        status="ok"
        {...(highlighted === undefined ? {} : { highlighted })}
      />
    </svg>,
  ).container.querySelector('[data-object-id]');

describe('EditorObjectShape', () => {
  it('marks an object the assistant changed, for the eye and for assistive technology', () => {
    const marked = shape(true);
    expect(marked?.getAttribute('data-highlighted')).toBe('true');
    expect(marked?.getAttribute('class')).toContain('editor-object--highlighted');
    expect(marked?.getAttribute('aria-label')).toBe('Greenhouse, changed by the assistant');
  });

  it('leaves other objects unmarked', () => {
    const plain = shape();
    expect(plain?.hasAttribute('data-highlighted')).toBe(false);
    expect(plain?.getAttribute('class')).not.toContain('highlighted');
    expect(plain?.getAttribute('aria-label')).toBe('Greenhouse');
  });

  it('draws each kind its own way: a bathhouse planked under a roof, a greenhouse glazed', () => {
    const { container } = render(
      <svg>
        <PlanPatterns view={view}>
          <EditorObjectShape
            object={{ ...object, landscape_object: 'bathhouse' }}
            view={view}
            name="Bathhouse"
            color="#b08050"
            family="bathhouse"
            selected={false}
            status="ok"
          />
          <EditorObjectShape
            object={{ ...object, id: 'gh' }}
            view={view}
            name="Greenhouse"
            color="#e0f2fe"
            family="greenhouse"
            selected={false}
            status="ok"
          />
        </PlanPatterns>
      </svg>,
    );
    const bathhouse = container.querySelector('[data-object-id="greenhouse_3x6-1"]');
    const greenhouse = container.querySelector('[data-object-id="gh"]');
    // The bathhouse is filled with its planks pattern, defined in the same picture.
    const patternId = /url\(#(.+)\)/.exec(bathhouse?.getAttribute('fill') ?? '')?.[1];
    expect(container.querySelector(`pattern[id="${patternId}"]`)?.getAttribute('data-family')).toBe(
      'bathhouse',
    );
    expect(greenhouse?.getAttribute('fill')).toBe('#e0f2fe');
    const symbols = [...container.querySelectorAll('[data-symbol]')].map((g) =>
      g.getAttribute('data-symbol'),
    );
    expect(symbols).toEqual(['ridge', 'glazing']);
    // A 6 m greenhouse has its ridge and a glazing bar about every 0.8 m.
    expect(container.querySelectorAll('[data-symbol="glazing"] polyline').length).toBeGreaterThanOrEqual(7);
  });

  it("names its state in the interface's language", () => {
    const label = (name: string) =>
      render(
        <svg>
          <EditorObjectShape
            object={object}
            view={view}
            name={name}
            color="#9ad"
            selected
            status="error"
            highlighted
          />
        </svg>,
      )
        .container.querySelector('[data-object-id]')
        ?.getAttribute('aria-label');
    expect(label('Greenhouse')).toBe('Greenhouse (breaks a rule), changed by the assistant, selected');
    setLocale('ru');
    expect(label('Теплица')).toBe('Теплица (нарушает норму), изменён ассистентом, выделен');
  });
});

afterEach(() => setLocale('en'));
