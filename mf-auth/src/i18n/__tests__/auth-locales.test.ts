import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { commonLocales } from 'shared-ui';
import { expectLocalesComplete } from 'shared-ui/testing';
import { authLocales } from '..';

type Tree = { [key: string]: string | Tree };

function has(tree: Tree, key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

describe('the auth strings', () => {
  it('have every key in every language (a missing one fails here and in tsc)', () => {
    expectLocalesComplete(authLocales);
  });

  it('cover every literal key the screens use', () => {
    const src = path.join(__dirname, '..', '..');
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) {
        const found =
          has(authLocales.en as unknown as Tree, key!) ||
          has(commonLocales.en as unknown as Tree, key!);
        if (!found) missing.push(`${path.relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each([['features'], ['steps']])('have every home %s entry the page lists', (group) => {
    const home = authLocales.en.home as unknown as Record<string, Tree>;
    expect(Object.keys(home[group]!).length).toBeGreaterThan(2);
  });
});
