import { ComingSoon } from '../../../components/coming-soon';

export function NeighborsStep() {
  return (
    <ComingSoon
      title="Neighbors"
      planned={[
        'choose what lies beyond each side of the plot',
        "describe a neighbour's house: offset, height and material",
        'place the entrance',
      ]}
    />
  );
}

export { NeighborsStep as Component };
