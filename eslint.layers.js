// @ts-check
// The dependency direction between the packages, enforced by lint:
//   domain -> nothing of ours; assistant -> domain; contract -> domain (its enums and limits are the
//   domain's values) and the assistant's command vocabulary (`@plotplan/assistant/commands`: the chat
//   action types are derived from the command definitions); server -> contract, domain, assistant;
//   web -> contract, domain; web never imports server code and vice versa. Inside the domain, layers (domainLayers below). Inside the
//   server, a module is used only through its index.ts, its code imports only its own tables of
//   db/schema.ts (serverTables), and the db layer imports no module.
// Inside apps/web: app/ (the shell) -> features/ -> lib/, components/; a feature reaches another
// feature only through its index.ts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const server = './apps/server/src';
const serverModules = [
  'auth',
  'catalog',
  'chat',
  'generations',
  'health',
  'map',
  'plans',
  'plot-import',
  'projects',
  'shares',
  'thumbnails',
];

/**
 * The tables of db/schema.ts each server module owns: only its own code reads or writes them (its tests
 * may look at any table). Another module asks the owner's index.ts: e.g. projects read a generation's
 * plan through the generations module's `succeededGenerationPlan`, and the list's current plans through
 * the plans module's `currentPlans`.
 */
const serverTables = {
  auth: ['users', 'oneTimeTokens', 'blacklistedTokens'],
  catalog: ['objectTypes', 'landscapeObjects'],
  chat: ['assistantTurns', 'chats', 'chatMessages'],
  generations: ['generations'],
  plans: ['planVersions'],
  projects: ['projects'],
  shares: ['shareLinks'],
};

/** @param {string} name a server module @returns {string[]} the tables of the other modules */
const tablesNotOf = (name) =>
  Object.entries(serverTables).flatMap(([owner, tables]) => (owner === name ? [] : tables));

/** @param {string[]} groups @param {string} message */
const forbid = (groups, message) => ({ group: groups, message });

/**
 * The rules of a pure package (the domain, the assistant): no I/O, no Node APIs, no clock and no
 * randomness (time and seeds come in as arguments), no UI, HTTP or database library. The domain takes
 * no schema library either; the assistant may use zod (pure and deterministic), because each command
 * is defined by its zod schema (`packages/assistant/src/commands/`).
 * @param {string} name @param {string[]} libraries the libraries it may not import
 * @param {...{ group: string[], message: string }} ours what it may not import of ours
 * @returns {import('eslint').Linter.RulesRecord}
 */
const purePackageRules = (name, libraries, ...ours) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        ...ours,
        forbid(nodeBuiltins, `The ${name} package is pure: no Node APIs, no I/O.`),
        forbid(libraries, `The ${name} package is pure TypeScript.`),
      ],
    },
  ],
  'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'process'],
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: `The ${name} is deterministic: take a seed.` },
    {
      object: 'Date',
      property: 'now',
      message: `The ${name} is deterministic: take the time as an input.`,
    },
  ],
});

/** What neither pure package imports: UI, HTTP and database libraries. */
const uiHttpDbLibraries = ['react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*'];

// The domain's layers, lowest first; a folder on a later line may import those on earlier lines.
const domainLayers = [
  ['geometry'],
  ['model'],
  ['catalog', 'plot', 'sun', 'geo'],
  ['rules'],
  ['report'],
  ['exchange'],
  ['generator'],
];
const domainDir = (/** @type {string} */ folder) => `packages/domain/src/${folder}`;

/** One zone per folder: the folders of its own and higher layers that it may not import. */
const domainLayerZones = domainLayers
  .flatMap((layer, level) =>
    layer.map((folder) => ({
      target: domainDir(folder),
      from: [...layer.filter((sibling) => sibling !== folder), ...domainLayers.slice(level + 1).flat()].map(
        domainDir,
      ),
      message: `The domain's ${folder}/ imports only the layers below it (geometry <- model <- {catalog, plot, sun} <- rules <- report <- generator).`,
    })),
  )
  .filter((zone) => zone.from.length > 0);

// Inside the generator, its folders by layer, lowest first (packages/domain/src/generator/README.md);
// a folder imports only the folders of the layers below it, and none imports the generator's top
// level (generate-plans.ts, place-objects.ts, index.ts) but for the tests' shared fixtures.
const generatorLayers = [['core'], ['paths', 'zones'], ['goals', 'fit', 'skeleton'], ['search']];
const generatorDir = (/** @type {string} */ folder) => domainDir(`generator/${folder}`);

/** One zone per generator folder: the folders of its own and higher layers, and the top level. */
const generatorZones = [
  ...generatorLayers.flatMap((layer, level) =>
    layer.map((folder) => ({
      target: generatorDir(folder),
      from: [
        ...layer.filter((sibling) => sibling !== folder),
        ...generatorLayers.slice(level + 1).flat(),
      ].map(generatorDir),
      message: `The generator's ${folder}/ imports only the folders below it (core <- {paths, zones} <- {goals, fit, skeleton} <- search <- generate-plans, place-objects).`,
    })),
  ),
  {
    target: generatorDir('*/**'),
    from: generatorDir('!(test-fixtures).ts'),
    message: "The generator's folders do not import its top level (generate-plans, place-objects, index).",
  },
  {
    target: domainDir('*.ts'),
    from: domainDir('generator'),
    except: ['./index.ts'],
    message: 'The generator is used only through its index.ts.',
  },
].filter((zone) => zone.from.length > 0);

/**
 * The assistant sits on top of the domain: the domain never imports it, the contract only its command
 * vocabulary (`src/commands/`, zod schemas and the types derived from them, nothing that executes).
 */
const assistantUserZones = [
  {
    target: 'packages/domain',
    from: ['packages/assistant'],
    message: 'The assistant sits on top of the domain: the domain never imports it.',
  },
  {
    target: 'packages/contract',
    from: ['packages/assistant'],
    except: ['./src/commands'],
    message: "The contract imports only the assistant's command vocabulary (@plotplan/assistant/commands).",
  },
];

/** Inside the assistant: reading a message (parse/) and placing objects (place/) come before executing. */
const assistantDir = (/** @type {string} */ folder) => `packages/assistant/src/${folder}`;
const assistantZones = [
  ...[
    { target: assistantDir('parse'), from: [assistantDir('place'), assistantDir('execute')] },
    { target: assistantDir('place'), from: [assistantDir('parse'), assistantDir('execute')] },
  ].map((zone) => ({
    ...zone,
    message: "The assistant's parse/ and place/ do not import each other or execute/.",
  })),
  {
    target: assistantDir('commands'),
    from: assistantDir(''),
    except: ['./commands'],
    message: "The assistant's commands/ (the vocabulary) imports nothing else of the package.",
  },
];

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const webSrc = 'apps/web/src';
/** Every feature folder, read at start so a new feature is covered without editing this file. */
const webFeatures = readdirSync(path.join(repoRoot, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Zones of import-x/no-restricted-paths: who may import what inside apps/web/src. */
const webZones = [
  {
    target: ['lib', 'components', 'features'].map((folder) => `${webSrc}/${folder}`),
    from: `${webSrc}/app`,
    // The style sheets stay in app/styles/; a lazily loaded screen may import its own sheet.
    except: ['./styles'],
    message: 'Only the shell (main.tsx, app/) imports app/; move what others need to lib/.',
  },
  {
    target: ['lib', 'components'].map((folder) => `${webSrc}/${folder}`),
    from: `${webSrc}/features`,
    message: 'lib/ and components/ serve every feature and import none.',
  },
  ...webFeatures.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [
      `./${feature}`,
      ...webFeatures.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'A feature imports another only through its index.ts (or the shared piece moves to lib/).',
  })),
];

const noWebCode = forbid(
  ['@plotplan/web', '@plotplan/web/*', '**/web/src/**', '**/apps/web/**'],
  'The server never imports web code.',
);

const noServerCode = forbid(
  ['@plotplan/server', '@plotplan/server/*', '**/server/src/**', '**/apps/server/**'],
  'The web app never imports server code.',
);

/** @type {import('eslint').Linter.Config[]} */
export const layerRules = [
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: purePackageRules(
      'domain',
      ['zod', ...uiHttpDbLibraries],
      forbid(['@plotplan/*'], 'The domain package depends on nothing of ours.'),
      forbid(
        ['**/contract/**', '**/apps/**', '**/assistant/**'],
        'The domain package depends on nothing of ours.',
      ),
    ),
  },
  {
    files: ['packages/assistant/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: assistantZones }],
      ...purePackageRules(
        'assistant',
        uiHttpDbLibraries,
        forbid(
          ['@plotplan/*', '!@plotplan/domain'],
          'The assistant package imports only @plotplan/domain of ours.',
        ),
        forbid(
          ['**/contract/**', '**/apps/**', '**/packages/domain/**', '**/domain/src/**'],
          'The assistant package imports the domain by its package name, and nothing else of ours.',
        ),
      ),
    },
  },
  {
    // Inside the domain, each layer imports only the layers below it:
    //   geometry <- model <- {catalog, plot, sun} <- rules <- report <- generator.
    // Catalog, plot and sun are siblings: none imports another. And no package below the assistant
    // (domain, contract) imports it.
    files: ['packages/domain/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...domainLayerZones, ...generatorZones, ...assistantUserZones],
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
            {
              regex: '^@plotplan/assistant(?!/commands$)',
              message:
                "The contract imports only the assistant's command vocabulary (@plotplan/assistant/commands).",
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
          patterns: [noServerCode, forbid(nodeBuiltins, 'The web app runs in the browser: no Node APIs.')],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: webZones }],
    },
  },
  {
    // Web tests (and their shared support in src/test/) may run a real local HTTP server in Node.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noServerCode] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [noWebCode],
        },
      ],
      // A module is used only through its index.ts; the db layer imports no module at all.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${server}/db`,
              from: `${server}/modules`,
              message: 'The db layer imports no module (the app seeds and wires modules at start-up).',
            },
            ...serverModules.map((name) => ({
              target: [
                ...serverModules
                  .filter((other) => other !== name)
                  .map((other) => `${server}/modules/${other}`),
                `${server}/!(modules)/**`,
                `${server}/*.ts`,
              ],
              from: `${server}/modules/${name}`,
              except: ['./index.ts'],
              message: `Use the ${name} module through its index.ts.`,
            })),
          ],
        },
      ],
    },
  },
  // A module's tables are its own (`serverTables`); the rule's patterns replace the server's above.
  ...serverModules.map(
    (name) =>
      /** @type {import('eslint').Linter.Config} */ ({
        files: [`${server.slice(2)}/modules/${name}/**/*.ts`],
        ignores: ['**/*.test.ts'],
        rules: {
          '@typescript-eslint/no-restricted-imports': [
            'error',
            {
              patterns: [
                noWebCode,
                {
                  regex: '/db/schema(\\.js)?$',
                  importNames: tablesNotOf(name),
                  message: `Another module's table: the ${name} module asks that module's index.ts.`,
                },
              ],
            },
          ],
        },
      }),
  ),
];
