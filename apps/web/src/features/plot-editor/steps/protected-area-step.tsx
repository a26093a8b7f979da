import { ComingSoon } from '../../../components/coming-soon';

export function ProtectedAreaStep() {
  return (
    <ComingSoon
      title="Protected areas"
      planned={[
        'draw no-build zones as polygons and circles',
        'mark existing trees with their height',
        'label each area',
      ]}
    />
  );
}

export { ProtectedAreaStep as Component };
