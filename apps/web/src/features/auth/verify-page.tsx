import { ComingSoon } from '../../components/coming-soon';

export function VerifyPage() {
  return (
    <ComingSoon
      title="Verify your e-mail"
      planned={['confirm your address from the link we e-mail you', 'ask for a new link']}
    />
  );
}

export { VerifyPage as Component };
