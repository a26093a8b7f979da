import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });
// import-x/no-cycle follows an import through the whole graph it reaches (an app's, for the
// cross-app cases), which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId === '@typescript-eslint/no-restricted-imports' ||
        m.ruleId === 'no-restricted-properties' ||
        m.ruleId === 'import-x/no-restricted-paths',
    )
    .map((m) => m.message);
}

describe('the dependency direction is enforced by lint', () => {
  it.each([
    [
      'packages/domain/src/x.ts',
      "import { errorBodySchema } from '@plotplan/contract';\nexport const x = errorBodySchema;\n",
    ],
    ['packages/domain/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"],
    ['packages/domain/src/x.ts', "import { z } from 'zod';\nexport const x = z;\n"],
    [
      'packages/contract/src/x.ts',
      "import { routes } from '../../../apps/web/src/app/routes.js';\nexport const x = routes;\n",
    ],
    [
      'packages/contract/src/x.ts',
      "import { buildApp } from '../../../apps/server/src/app.js';\nexport const x = buildApp;\n",
    ],
    [
      'apps/web/src/x.ts',
      "import { buildApp } from '../../server/src/app.js';\nexport const x = buildApp;\n",
    ],
    ['apps/web/src/x.ts', "import path from 'node:path';\nexport const x = path;\n"],
    [
      'apps/server/src/x.ts',
      "import { routes } from '../../web/src/app/routes.js';\nexport const x = routes;\n",
    ],
    [
      'apps/server/src/modules/chat/x.ts',
      "import { PlanService } from '../projects/plan-service.js';\nexport const x = PlanService;\n",
    ],
    [
      'apps/server/src/app-x.ts',
      "import { seedCatalog } from './modules/catalog/catalog-seed.js';\nexport const x = seedCatalog;\n",
    ],
    [
      'apps/server/src/db/x.ts',
      "import { seedCatalog } from '../modules/catalog/index.js';\nexport const x = seedCatalog;\n",
    ],
    [
      'apps/server/src/modules/chat/x.ts',
      "import { Plans } from '../plans/plans.js';\nexport const x = Plans;\n",
    ],
    [
      'apps/server/src/modules/projects/x.ts',
      "import { generations } from '../../db/schema.js';\nexport const x = generations;\n",
    ],
    [
      'apps/server/src/modules/projects/x.ts',
      "import { planVersions } from '../../db/schema.js';\nexport const x = planVersions;\n",
    ],
  ])('rejects a forbidden import in %s', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'packages/contract/src/x.ts',
      "import type { Point } from '@plotplan/domain';\nexport type X = Point;\n",
    ],
    [
      'packages/contract/src/x.ts',
      "import { edgeKinds } from '@plotplan/domain';\nexport const x = edgeKinds;\n",
    ],
    [
      'apps/server/src/modules/chat/x.ts',
      "import { PlanService } from '../projects/index.js';\nexport const x = PlanService;\n",
    ],
    [
      'apps/server/src/modules/projects/x.ts',
      "import { PlanService } from './plan-service.js';\nexport const x = PlanService;\n",
    ],
    [
      'apps/server/src/modules/projects/x.ts',
      "import { Plans } from '../plans/index.js';\nexport const x = Plans;\n",
    ],
    [
      'apps/server/src/modules/projects/x.ts',
      "import { projects } from '../../db/schema.js';\nexport const x = projects;\n",
    ],
    [
      'apps/server/src/modules/projects/x.test.ts',
      "import { planVersions } from '../../db/schema.js';\nexport const x = planVersions;\n",
    ],
    [
      'apps/server/src/x.ts',
      "import { errorBodySchema } from '@plotplan/contract';\nexport const x = errorBodySchema;\n",
    ],
    ['apps/web/src/x.ts', "import { signedArea } from '@plotplan/domain';\nexport const x = signedArea;\n"],
  ])('allows an import that follows the direction in %s', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).toEqual([]);
  });

  it('keeps the domain deterministic: no Math.random', async () => {
    const errors = await restrictedImportErrors(
      'packages/domain/src/x.ts',
      'export const x = Math.random();\n',
    );
    expect(errors).toEqual([
      "'Math.random' is restricted from being used. The domain is deterministic: take a seed.",
    ]);
  });
});

describe('the domain layers and the assistant package are enforced by lint', () => {
  const layerRuleIds = new Set([
    'import-x/no-restricted-paths',
    '@typescript-eslint/no-restricted-imports',
    'no-restricted-properties',
  ]);

  async function layerErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => layerRuleIds.has(m.ruleId ?? '')).map((m) => m.message);
  }

  const importing = (what: string, from: string): string =>
    `import { ${what} } from '${from}';\nexport const x = ${what};\n`;

  it.each([
    ['packages/domain/src/geometry/x.ts', importing('checkPlan', '../rules/index.js')],
    ['packages/domain/src/geometry/x.ts', importing('catalogObjects', '../catalog/index.js')],
    ['packages/domain/src/model/x.ts', importing('plotLimits', '../plot/index.js')],
    ['packages/domain/src/catalog/x.ts', importing('sunClass', '../sun/index.js')],
    ['packages/domain/src/plot/x.ts', importing('catalogObjects', '../catalog/index.js')],
    ['packages/domain/src/sun/x.ts', importing('normalizePlot', '../plot/index.js')],
    ['packages/domain/src/sun/x.ts', importing('checkPlan', '../rules/index.js')],
    ['packages/domain/src/rules/x.ts', importing('generatePlans', '../generator/index.js')],
    // Inside the generator: core <- {paths, zones} <- {goals, fit, skeleton} <- search <- top level.
    ['packages/domain/src/generator/goals/x.ts', importing('Layout', '../search/layout.js')],
    ['packages/domain/src/generator/fit/x.ts', importing('anneal', '../search/search.js')],
    ['packages/domain/src/generator/fit/x.ts', importing('SoftGoals', '../goals/soft-goals.js')],
    ['packages/domain/src/generator/core/x.ts', importing('zoneOf', '../zones/zones.js')],
    ['packages/domain/src/generator/paths/x.ts', importing('bedAxisDeg', '../zones/garden-block.js')],
    ['packages/domain/src/generator/search/x.ts', importing('generatePlans', '../generate-plans.js')],
    ['packages/domain/src/x.ts', importing('construct', './generator/search/construct.js')],
    ['packages/domain/src/x.ts', importing('parseRequest', '@plotplan/assistant')],
    ['packages/domain/src/x.ts', importing('parseRequest', '../../assistant/src/index.js')],
    ['packages/contract/src/x.ts', importing('parseRequest', '@plotplan/assistant')],
    ['packages/assistant/src/x.ts', importing('errorBodySchema', '@plotplan/contract')],
    ['packages/assistant/src/x.ts', importing('checkPlan', '../../domain/src/rules/index.js')],
    ['packages/assistant/src/x.ts', importing('readFileSync', 'node:fs')],
    ['packages/assistant/src/x.ts', importing('useState', 'react')],
    ['packages/assistant/src/x.ts', 'export const x = Math.random() + Date.now();\n'],
    ['packages/assistant/src/commands/x.ts', importing('executeCommand', '../execute/command.js')],
    ['packages/assistant/src/commands/x.ts', importing('parseRequest', '../parse/request.js')],
    ['packages/assistant/src/parse/x.ts', importing('executeCommand', '../execute/command.js')],
    ['packages/assistant/src/place/x.ts', importing('parseRequest', '../parse/request.js')],
  ])('rejects a forbidden import in %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['packages/domain/src/model/x.ts', importing('boundingBox', '../geometry/index.js')],
    ['packages/domain/src/sun/x.ts', importing('boundingBox', '../geometry/index.js')],
    ['packages/domain/src/rules/x.ts', importing('sunClass', '../sun/index.js')],
    ['packages/domain/src/generator/x.ts', importing('checkPlan', '../rules/index.js')],
    ['packages/domain/src/generator/search/x.ts', importing('SoftGoals', '../goals/soft-goals.js')],
    ['packages/domain/src/generator/goals/x.ts', importing('ZoneMap', '../zones/zones.js')],
    ['packages/domain/src/generator/skeleton/x.ts', importing('PathGrid', '../paths/path-grid.js')],
    ['packages/domain/src/generator/zones/x.ts', importing('rectPlot', '../test-fixtures.js')],
    ['packages/domain/src/x.ts', importing('generatePlans', './generator/index.js')],
    ['packages/assistant/src/x.ts', importing('checkPlan', '@plotplan/domain')],
    ['packages/assistant/src/execute/x.ts', importing('checkContextPlan', '../place/guard.js')],
    ['apps/server/src/x.ts', importing('parseRequest', '@plotplan/assistant')],
    // Each assistant command is defined by its zod schema; the contract derives its action types from them.
    ['packages/assistant/src/commands/x.ts', importing('z', 'zod')],
    ['packages/contract/src/x.ts', importing('assistantActionTypes', '@plotplan/assistant/commands')],
  ])('allows an import that follows the layers in %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

describe('the folders of apps/web are enforced by lint', () => {
  const web = 'apps/web/src';
  it.each([
    // No lower folder imports the shell.
    [`${web}/features/chat/x.ts`, "import { routes } from '../../app/routes';\nexport const x = routes;\n"],
    [
      `${web}/lib/notify/x.ts`,
      "import { loadChunk } from '../../app/reload-guard';\nexport const x = loadChunk;\n",
    ],
    [`${web}/components/x.tsx`, "import { routes } from '../app/routes';\nexport const x = routes;\n"],
    // lib/ and components/ import no feature.
    [
      `${web}/lib/plan-canvas/x.ts`,
      "import { ChatPanel } from '../../features/chat';\nexport const x = ChatPanel;\n",
    ],
    [
      `${web}/components/x.tsx`,
      "import { SummaryView } from '../features/summary';\nexport const x = SummaryView;\n",
    ],
    // A feature reaches another only through its index.
    [
      `${web}/features/chat/x.ts`,
      "import { projectKeys } from '../projects/projects-api';\nexport const x = projectKeys;\n",
    ],
    [
      `${web}/features/plan-editor/canvas/x.ts`,
      "import { selectionPresets } from '../../selection/presets';\nexport const x = selectionPresets;\n",
    ],
  ])('rejects a forbidden import in %s', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      `${web}/features/chat/x.ts`,
      "import { projectKeys } from '../projects';\nexport const x = projectKeys;\n",
    ],
    [`${web}/features/chat/x.ts`, "import { ChatPanel } from './chat-panel';\nexport const x = ChatPanel;\n"],
    [
      `${web}/features/plan-editor/canvas/x.ts`,
      "import { worldToScreen } from '../../../lib/plan-canvas';\nexport const x = worldToScreen;\n",
    ],
    [`${web}/lib/forms/x.ts`, "import { notify } from '../notify';\nexport const x = notify;\n"],
    [`${web}/features/chat/x.ts`, "import '../../app/styles/chat.css';\n"],
    [`${web}/app/x.ts`, "import { UserMenu } from '../features/auth';\nexport const x = UserMenu;\n"],
    [`${web}/app/x.ts`, "export const x = () => import('../features/auth/login-page');\n"],
  ])('allows an import that follows the folders in %s', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).toEqual([]);
  });
});
