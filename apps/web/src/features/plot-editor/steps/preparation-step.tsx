import { ComingSoon } from '../../../components/coming-soon';

export function PreparationStep() {
  return (
    <ComingSoon
      title="Preparation"
      planned={[
        'name the project and pick the rule pack',
        'set the location from coordinates or a list of cities',
        'draw the plot boundary by width and depth, by side lengths and angles, or on a metre grid',
      ]}
    />
  );
}

export { PreparationStep as Component };
