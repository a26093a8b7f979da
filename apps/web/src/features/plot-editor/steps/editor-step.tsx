import { ComingSoon } from '../../../components/coming-soon';

export function EditorStep() {
  return (
    <ComingSoon
      title="Editor"
      planned={[
        'generate plan variants that obey the distance rules and compare them',
        'drag, rotate, resize and lock objects with live rule checking',
        'see the sun-hours map, undo and redo, and restore older versions',
      ]}
    />
  );
}

export { EditorStep as Component };
