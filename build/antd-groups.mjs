// How antd reaches the apps. A shared module is shared whole and never tree-shaken, so sharing
// 'antd' put all of it on /login; sharing each component alone cut it into ~80 small chunks that
// compress worse than the whole. Instead the components are shared in four groups, one singleton
// each, all provided by the shell (shared-ui/src/antd/*.ts): the core every signed-in page renders,
// the signed-in screens, the heavy pickers, and the rest (the public pages render no antd). The apps keep writing
// `import { Button } from 'antd'`; the swc rule below sends each name to its group.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const GROUPS_DIR = path.resolve(import.meta.dirname, '../shared-ui/src/antd');

/** The shared keys of the groups: 'shared-ui/antd/core', … */
export const ANTD_GROUPS = readdirSync(GROUPS_DIR)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `shared-ui/antd/${file.slice(0, -'.ts'.length)}`)
  .sort();

/** Each antd export name → the group that exports it. */
function groupOfEachName() {
  const groups = new Map();
  for (const key of ANTD_GROUPS) {
    const source = readFileSync(path.join(GROUPS_DIR, `${path.basename(key)}.ts`), 'utf8');
    for (const [, name] of source.matchAll(/export \{ default as (\w+) \}/g)) groups.set(name, key);
  }
  return groups;
}

/** A module written by antdImportRule (one antd name re-exported from its group). */
export const isAntdName = (module) => /[\\/]antd-names[\\/]\w+\.mjs$/.test(module.resource ?? '');

/**
 * The swc `transformImport` rule for one app: `import { Table } from 'antd'` becomes
 * `import { Table } from '<app>/node_modules/.cache/antd-names/Table.mjs'`, a one-line module
 * (written here) that re-exports Table from its group. Types are erased before, so only values move.
 */
export function antdImportRule(appDir) {
  const dir = path.join(appDir, 'node_modules/.cache/antd-names');
  mkdirSync(dir, { recursive: true });
  for (const [name, key] of groupOfEachName()) {
    writeFileSync(path.join(dir, `${name}.mjs`), `export { ${name} } from '${key}';\n`);
  }
  return {
    libraryName: 'antd',
    customName: `${dir}/{{ member }}.mjs`,
    transformToDefaultImport: false,
  };
}
