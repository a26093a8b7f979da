// @ts-check
// The workspace graph from the manifests: which of our packages each workspace declares, and an
// order in which every package comes after the packages it depends on (builds, type checks).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ name: string, dir: string, scripts: Record<string, string>, uses: string[] }} Workspace
 */

/** @param {string} file @returns {any} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Every workspace of the root manifest, with the `@plotplan/*` packages it declares (in
 * dependencies, devDependencies or peerDependencies).
 * @param {string} [root] @returns {Workspace[]}
 */
export function readWorkspaces(root = process.cwd()) {
  /** @type {string[]} */
  const dirs = readJson(path.join(root, 'package.json')).workspaces;
  return dirs.map((dir) => {
    const manifest = readJson(path.join(root, dir, 'package.json'));
    const declared = {
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    };
    const uses = Object.keys(declared).filter((name) => name.startsWith('@plotplan/'));
    return { name: manifest.name, dir, scripts: manifest.scripts ?? {}, uses };
  });
}

/**
 * The workspaces in dependency order (a package after everything it uses); throws on a cycle or
 * on a dependency that is not a workspace.
 * @param {Workspace[]} workspaces @returns {Workspace[]}
 */
export function dependencyOrder(workspaces) {
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  /** @type {Workspace[]} */
  const order = [];
  /** @type {Map<string, 'visiting' | 'done'>} */
  const state = new Map();
  /** @param {Workspace} workspace @param {string[]} trail */
  const visit = (workspace, trail) => {
    const seen = state.get(workspace.name);
    if (seen === 'done') return;
    if (seen === 'visiting') throw new Error(`workspace cycle: ${[...trail, workspace.name].join(' -> ')}`);
    state.set(workspace.name, 'visiting');
    for (const name of workspace.uses) {
      const dependency = byName.get(name);
      if (dependency === undefined) throw new Error(`${workspace.name} uses ${name}, which is no workspace`);
      visit(dependency, [...trail, workspace.name]);
    }
    state.set(workspace.name, 'done');
    order.push(workspace);
  };
  for (const workspace of workspaces) visit(workspace, []);
  return order;
}
