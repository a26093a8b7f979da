import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });
// The full config runs import-x/no-cycle too, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

async function colourErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').length;
}

describe('a hex colour lives only in the plan style table', () => {
  it.each([
    ['apps/web/src/lib/plan-canvas/x.ts', "export const ink = '#1f2937';\n"],
    ['apps/web/src/features/summary/export/x.ts', "export const fill = { color: '#FFF' };\n"],
    [
      'apps/server/src/modules/projects/x.ts',
      'export const svg = (w: number) => `<rect width="${w}" fill="#ffffff"/>`;\n',
    ],
    ['apps/web/src/lib/plan-canvas/x.tsx', 'export const Dot = () => <circle r={1} fill="#7c2d12" />;\n'],
    ['packages/domain/src/model/x.ts', "export const c = 'stroke: var(--x, #7c3aed)';\n"],
  ])('refuses one in %s', async (file, code) => {
    expect(await colourErrors(file, code)).toBe(1);
  });

  it.each([
    ['packages/contract/src/drawing/x.ts', "export const ink = '#1f2937';\n"],
    ['apps/web/src/lib/plan-canvas/x.test.ts', "export const ink = '#1f2937';\n"],
    ['apps/server/src/mail/html.ts', "export const ink = '#1a1a1a';\n"],
    ['apps/web/src/features/sun-map/sun-palette.ts', "export const sun = '#f2c200';\n"],
    [
      'apps/web/src/lib/plan-canvas/x.ts',
      "export const ref = (id: string) => `url(#${id})`;\nexport const n = '#1';\n",
    ],
  ])('lets %s be', async (file, code) => {
    expect(await colourErrors(file, code)).toBe(0);
  });
});
