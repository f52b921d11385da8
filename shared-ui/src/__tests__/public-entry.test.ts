import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

/** The module specifiers a file imports or re-exports at run time (type-only ones are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
  for (const [, typeOnly, specifier] of source.matchAll(statement)) {
    if (!typeOnly && specifier) found.push(specifier);
  }
  for (const [, specifier] of source.matchAll(
    /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g,
  )) {
    if (specifier) found.push(specifier);
  }
  return found;
}

function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidate = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => existsSync(file));
  if (!candidate) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return candidate;
}

/** Every package the entry's files reach at run time, with one file that imports it. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) queue.push(resolveRelative(file, specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(SRC, file));
    }
  }
  return packages;
}

describe("the public entry ('shared-ui/public')", () => {
  const reached = packagesReachedFrom(path.join(SRC, 'public.ts'));

  it('reaches no antd, no antd group and no dayjs: the public pages download none of them', () => {
    const heavy = [...reached].filter(([name]) =>
      /^(antd|antd\/.*|@rc-component\/.*|shared-ui\/antd\/.*|dayjs.*|@ant-design\/(?!icons$).*)$/.test(
        name,
      ),
    );
    expect(heavy).toEqual([]);
  });

  it("takes shared-api's public entry, never its root (every endpoint and contract)", () => {
    expect(reached.has('shared-api')).toBe(false);
    expect(reached.has('shared-api/public')).toBe(true);
  });

  it('is what the checker reads: it sees the files the entry re-exports', () => {
    // A checker that followed nothing would pass the tests above on any entry.
    expect([...reached.keys()]).toEqual(
      expect.arrayContaining(['react', 'react-i18next', 'i18next', 'react-router-dom']),
    );
    const root = packagesReachedFrom(path.join(SRC, 'index.ts'));
    expect(root.has('antd')).toBe(true);
  });
});
