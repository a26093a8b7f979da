import { catalogObjects } from '@plotplan/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { METRES_PER_FOOT } from '@plotplan/domain';
import { objectById, testEditor } from '../model/test-plan';
import { ObjectInspector } from './object-inspector';

const entryOf = (code: string) => catalogObjects.find((o) => o.code === code);

describe('the object inspector in the plot unit system', () => {
  it('metric: metre number fields, as before', () => {
    const { editor } = testEditor();
    render(<ObjectInspector editor={editor} objects={[objectById(editor, 'house')]} entryOf={entryOf} />);
    expect(screen.getByRole('spinbutton', { name: 'Width (m)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'X (m)' })).toHaveProperty('value', '15');
    expect(screen.getByRole('spinbutton', { name: /^Rotation/ })).toBeTruthy();
  });

  it('imperial: place and size in feet and inches, typed feet change the plan in metres', () => {
    const { editor } = testEditor();
    const view = render(
      <ObjectInspector
        editor={editor}
        objects={[objectById(editor, 'house')]}
        entryOf={entryOf}
        units="imperial"
      />,
    );
    const x = screen.getByRole('textbox', { name: 'X (ft, in)' });
    expect(x).toHaveProperty('value', `49' 2.55"`);
    expect(screen.getByRole('textbox', { name: 'Width (ft, in)' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: /^Rotation/ })).toBeTruthy();
    expect(view.container.textContent).toMatch(/Height \d+' \d+"/);
    fireEvent.change(x, { target: { value: `50'` } });
    fireEvent.keyDown(x, { key: 'Enter' });
    expect(objectById(editor, 'house').x).toBeCloseTo(50 * METRES_PER_FOOT, 9);
  });
});
