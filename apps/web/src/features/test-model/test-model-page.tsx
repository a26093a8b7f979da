import { ComingSoon } from '../../components/coming-soon';

export function TestModelPage() {
  return (
    <ComingSoon
      title="Test model"
      planned={[
        'pick a sample plot or one of your projects, objects, a seed and weights',
        'run the plan generator in the browser and on the server',
        'compare plans, scores, violations and timings side by side',
      ]}
    />
  );
}

export { TestModelPage as Component };
