import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });
// The full config runs import-x/no-cycle too, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const features = 'apps/web/src/features';

async function loopErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'web-features/no-loop').map((m) => m.message);
}

describe('the features of apps/web import each other in no loop', () => {
  it.each([
    // chat imports projects, so projects may not import chat: by value, by type, by re-export or lazily.
    [`${features}/projects/x.ts`, "import { ChatPanel } from '../chat';\nexport const x = ChatPanel;\n"],
    [
      `${features}/projects/x.ts`,
      "import type { ChatPanel } from '../chat';\nexport type X = typeof ChatPanel;\n",
    ],
    [
      `${features}/projects/x.tsx`,
      "import { type ChatPanel } from '../chat';\nexport type X = typeof ChatPanel;\n",
    ],
    [`${features}/projects/x.ts`, "export { ChatPanel } from '../chat';\n"],
    [`${features}/projects/x.ts`, "export const load = () => import('../chat');\n"],
  ])('refuses the import in %s that closes a loop', async (filePath, code) => {
    expect(await loopErrors(filePath, code)).toEqual([
      expect.stringContaining('projects -> chat -> projects'),
    ]);
  });

  it('names every feature of a longer loop', async () => {
    // plan-editor imports generations, which imports selection.
    const errors = await loopErrors(
      `${features}/selection/x.ts`,
      "import type { PlanEditorWorkspace } from '../plan-editor';\nexport type X = typeof PlanEditorWorkspace;\n",
    );
    expect(errors).toEqual([expect.stringContaining('selection -> plan-editor -> generations -> selection')]);
  });

  it.each([
    [
      `${features}/generations/x.ts`,
      "import { FitNotice } from '../selection';\nexport const x = FitNotice;\n",
    ],
    [`${features}/chat/x.ts`, "import { projectKeys } from '../projects';\nexport const x = projectKeys;\n"],
    // A test is imported by nothing, so it closes no loop.
    [`${features}/projects/x.test.ts`, "import { ChatPanel } from '../chat';\nexport const x = ChatPanel;\n"],
    // The shell composes features; it is no feature.
    ['apps/web/src/app/x.ts', "import { ChatPanel } from '../features/chat';\nexport const x = ChatPanel;\n"],
  ])('lets %s import a feature that does not lead back', async (filePath, code) => {
    expect(await loopErrors(filePath, code)).toEqual([]);
  });
});
