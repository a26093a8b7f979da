import { ComingSoon } from '../../components/coming-soon';

export function LoginPage() {
  return (
    <ComingSoon
      title="Sign in"
      planned={[
        'sign in with your e-mail and password',
        'create an account',
        'reset a forgotten password',
        'continue as a guest',
      ]}
    />
  );
}

export { LoginPage as Component };
