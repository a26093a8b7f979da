import { ComingSoon } from '../../../components/coming-soon';

export function ObjectSelectionStep() {
  return (
    <ComingSoon
      title="Object selection"
      planned={[
        'pick objects from the catalog, grouped by type, with counts and sizes',
        'start from presets',
      ]}
    />
  );
}

export { ObjectSelectionStep as Component };
