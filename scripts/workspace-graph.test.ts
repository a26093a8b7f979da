import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencyOrder, readWorkspaces } from './lib/workspace-graph.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Source files of a workspace (not its dependencies or build output). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](node_modules|dist)[\\/]/.test(file));
}

function importedWorkspaces(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(dir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(@plotplan\/[a-z-]+)/g)) {
      names.add(match[1] as string);
    }
  }
  return names;
}

describe('the workspace manifests', () => {
  const workspaces = readWorkspaces(root);

  it.each(workspaces.map((w) => [w.name, w] as const))(
    '%s declares every package of ours it imports',
    (name, w) => {
      const imported = [...importedWorkspaces(path.join(root, w.dir))].filter((n) => n !== name);
      expect(imported.filter((n) => !w.uses.includes(n))).toEqual([]);
    },
  );

  it('orders every package after the packages it uses', () => {
    const order = dependencyOrder(workspaces).map((w) => w.name);
    for (const w of workspaces) {
      for (const used of w.uses) expect(order.indexOf(used)).toBeLessThan(order.indexOf(w.name));
    }
    expect(order.indexOf('@plotplan/domain')).toBe(0);
  });

  it('refuses a cycle and an unknown package', () => {
    const a = { name: 'a', dir: 'a', scripts: {}, uses: ['b'] };
    const b = { name: 'b', dir: 'b', scripts: {}, uses: ['a'] };
    expect(() => dependencyOrder([a, b])).toThrow('workspace cycle: a -> b -> a');
    expect(() => dependencyOrder([{ ...a, uses: ['c'] }])).toThrow('a uses c, which is no workspace');
  });
});
