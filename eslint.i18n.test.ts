import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });
vi.setConfig({ testTimeout: 60_000 });

async function bareTextErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'plotplan/no-bare-jsx-text').length;
}

describe('words on a converted screen come from the catalogue', () => {
  const file = 'apps/web/src/features/auth/x.tsx';

  it('refuses bare text, read attributes and written-out strings', async () => {
    expect(await bareTextErrors(file, 'export const A = () => <p>Sign in</p>;\n')).toBe(1);
    expect(await bareTextErrors(file, 'export const A = () => <button aria-label="Close" />;\n')).toBe(1);
    expect(
      await bareTextErrors(file, 'export const A = (w: number) => <title>{`Gate, ${w} m`}</title>;\n'),
    ).toBe(1);
  });

  it('lets symbols, numbers, names and catalogue calls pass', async () => {
    const ok = [
      'export const A = () => <p>404 ×</p>;\n',
      'export const A = () => <span>Plotplan</span>;\n',
      "declare const t: (k: string) => string;\nexport const A = () => <p aria-label={t('a')}>{t('b')}</p>;\n",
    ];
    for (const code of ok) expect(await bareTextErrors(file, code), code).toBe(0);
  });
});
