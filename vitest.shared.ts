import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/** Resolve our workspace packages to their TypeScript sources (the `@plotplan/source` export condition). */
export const sourceConditions: UserConfig = {
  resolve: { conditions: ['@plotplan/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@plotplan/source', ...defaultServerConditions] } },
};
