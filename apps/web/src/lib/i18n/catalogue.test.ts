import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import ru from './messages/ru.json';

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file of the web app but tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The ICU arguments a message takes: "{count, plural, ...}" and "{name}" give count and name. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();

describe('the message catalogues', () => {
  const catalogues = { en, ru } as const satisfies Record<string, Record<string, string>>;

  it('have the same keys in every language', () => {
    const reference = Object.keys(en).sort();
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue).sort(), `keys of ${language}`).toEqual(reference);
    }
  });

  it('take the same arguments in every language, and no message is empty', () => {
    for (const [key, english] of Object.entries(en)) {
      const russian: string = (ru as Record<string, string>)[key] ?? '';
      expect(argumentsOf(russian), key).toEqual(argumentsOf(english));
      expect(russian.trim(), key).not.toBe('');
    }
  });

  it('holds no key the code never uses', () => {
    // Keys are written out in full where they are used (a map of keys, never a key glued together).
    const code = sourceFiles(webSource)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.keys(en).filter(
      (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``),
    );
    expect(unused).toEqual([]);
  });
});
