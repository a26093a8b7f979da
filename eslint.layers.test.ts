import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter(
      (m) =>
        m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-properties',
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
      "import { signedArea } from '@plotplan/domain';\nexport const x = signedArea;\n",
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
  ])('rejects a forbidden import in %s', async (filePath, code) => {
    expect(await restrictedImportErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'packages/contract/src/x.ts',
      "import type { Point } from '@plotplan/domain';\nexport type X = Point;\n",
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
