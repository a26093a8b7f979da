import { ComingSoon } from '../../../components/coming-soon';

export function OrientationStep() {
  return (
    <ComingSoon
      title="Orientation"
      planned={[
        'rotate the north arrow by dragging or in degrees',
        "see the sun's path over the plot for its location",
      ]}
    />
  );
}

export { OrientationStep as Component };
