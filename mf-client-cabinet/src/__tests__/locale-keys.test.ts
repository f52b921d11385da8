import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { commonLocales } from 'shared-ui';
import { cabinetLocales } from '../i18n';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

it("resolves every literal key the screens pass to t() in the 'cabinet' or common strings", () => {
  const missing: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/\bt\('([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)) {
      if (!has(cabinetLocales.en, key!) && !has(commonLocales.en, key!)) {
        missing.push(`${file.slice(SRC.length + 1)}: ${key}`);
      }
    }
  }
  expect(missing).toEqual([]);
});
