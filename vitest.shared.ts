import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/** Resolve our workspace packages to their TypeScript sources (the `source` export condition). */
export const sourceConditions: UserConfig = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
