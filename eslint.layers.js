// @ts-check
// The dependency direction of product.md section 2, enforced by lint:
//   domain -> nothing of ours; contract -> domain (types only); server, web -> contract, domain;
//   web never imports server code and vice versa.

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'crypto',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'worker_threads',
  'process',
];

/** @param {string[]} groups @param {string} message */
const forbid = (groups, message) => ({ group: groups, message });

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(['@plotplan/*'], 'The domain package depends on nothing of ours (product.md section 2).'),
            forbid(['**/contract/**', '**/apps/**'], 'The domain package depends on nothing of ours.'),
            forbid(nodeBuiltins, 'The domain package is pure: no Node APIs, no I/O.'),
            forbid(
              ['zod', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
              'The domain package is pure TypeScript.',
            ),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'process'],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The domain is deterministic: take a seed.' },
        {
          object: 'Date',
          property: 'now',
          message: 'The domain is deterministic: take the time as an input.',
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['@plotplan/server', '@plotplan/server/*', '@plotplan/web', '@plotplan/web/*', '**/apps/**'],
              'The contract never imports an app.',
            ),
            forbid(nodeBuiltins, 'The contract is shared with the browser: no Node APIs.'),
          ],
          paths: [
            {
              name: '@plotplan/domain',
              allowTypeImports: true,
              message: 'The contract imports types only from the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['@plotplan/server', '@plotplan/server/*', '**/server/src/**', '**/apps/server/**'],
              'The web app never imports server code.',
            ),
            forbid(nodeBuiltins, 'The web app runs in the browser: no Node APIs.'),
          ],
        },
      ],
    },
  },
  {
    // Web tests (and their shared support in src/test/) may run a real local HTTP server in Node.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['@plotplan/server', '@plotplan/server/*', '**/server/src/**', '**/apps/server/**'],
              'The web app never imports server code.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['@plotplan/web', '@plotplan/web/*', '**/web/src/**', '**/apps/web/**'],
              'The server never imports web code.',
            ),
          ],
        },
      ],
    },
  },
];
