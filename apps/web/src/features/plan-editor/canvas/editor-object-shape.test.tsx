import type { PlacedObject } from '@plotplan/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
