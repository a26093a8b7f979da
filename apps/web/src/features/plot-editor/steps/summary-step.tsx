import { ComingSoon } from '../../../components/coming-soon';

export function SummaryStep() {
  return (
    <ComingSoon
      title="Summary"
      planned={[
        'see areas and their shares, the object list and the compliance report',
        'export the plan as PDF, PNG, SVG and JSON',
      ]}
    />
  );
}

export { SummaryStep as Component };
