// @ts-check
// No loops between the web app's features: when a file of feature A imports feature B, B must not
// reach A again through the imports of its files. Every import counts, `import type`, `export ... from`
// and `import()` included: a loop of types is still two features that cannot be read (or moved) one
// without the other. Tests are left out: nothing imports a test, so it closes no loop; its imports say
// what it exercises (plan-3d's test drives the plan editor's 3D switch). import-x/no-cycle (on for every file, eslint.config.js) cannot see this: it
// follows files, and a loop of features runs through different files of each (the wizard's steps in
// plot-editor -> plan-editor -> generations -> plot-editor's selection parts, before the wizard moved
// to app/); it also skips type-only imports and has no option to count them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(repoRoot, 'apps/web/src/features');

/**
 * The feature a path lies in, or undefined outside apps/web/src/features.
 * @param {string} file an absolute path
 */
function featureOf(file) {
  const inside = path.relative(featuresDir, file);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  return inside.split(path.sep)[0];
}

/**
 * The feature a relative import of `file` lands in, or undefined (a package, lib/, components/...).
 * @param {string} file @param {string} specifier
 */
function importedFeature(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return featureOf(path.resolve(path.dirname(file), specifier));
}

/** @param {string} file */
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** @param {string} dir @returns {string[]} every .ts/.tsx file under dir */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** @type {Map<string, Set<string>> | undefined} */
let graph;

/**
 * Which features each feature imports, read from the files on disk once per lint run. Imports are
 * read by TypeScript's pre-processor: static, type-only, re-exports and `import()` with a literal.
 * @returns {Map<string, Set<string>>}
 */
function featureGraph() {
  if (graph !== undefined) return graph;
  graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    if (isTest(file)) continue;
    const from = featureOf(file);
    if (from === undefined) continue;
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const to = importedFeature(file, fileName);
      if (to !== undefined && to !== from) targets.add(to);
    }
  }
  return graph;
}

/**
 * The shortest chain of features from `start` back to `goal`, or undefined when there is none.
 * @param {string} start @param {string} goal @returns {string[] | undefined}
 */
function chainBack(start, goal) {
  const edges = featureGraph();
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    if (at === goal) {
      const chain = [at];
      while (chain[0] !== start) chain.unshift(/** @type {string} */ (cameFrom.get(chain[0] ?? '')));
      return chain;
    }
    for (const next of edges.get(at) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noFeatureLoop = {
  meta: {
    type: 'problem',
    messages: {
      loop: 'Features import each other in a loop: {{chain}}. Move the shared piece into a feature of its own or lib/, or the composition into app/.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const self = featureOf(file);
    if (self === undefined) return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const other = importedFeature(file, source);
      if (other === undefined || other === self) return;
      const back = chainBack(other, self);
      if (back !== undefined) {
        context.report({ node, messageId: 'loop', data: { chain: [self, ...back].join(' -> ') } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

/** @type {import('eslint').Linter.Config[]} */
export const featureLoopRules = [
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'web-features': { rules: { 'no-loop': noFeatureLoop } } },
    rules: { 'web-features/no-loop': 'error' },
  },
];
