// react-router reaches the apps as one shared module that the shell provides with only the names
// the platform uses (shell/src/federation/provided-router.ts), not the whole library. These
// helpers read those names from sources, for the build (which writes them beside each manifest),
// the shell's unit test and, through the written files, the release gate.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** The shared key every app imports the router by. */
const ROUTER_KEY = 'react-router-dom';
/** Written into each build's version folder: the router names it imports (remote) or provides (shell). */
const ROUTER_NAMES_FILE = 'react-router-names.json';

/** Tests and test helpers, by their path inside `src` (the checkout's own path may hold anything). */
const TEST_FILE = /(?:^|[\\/])(?:__tests__|testing)[\\/]|\.test\.[jt]sx?$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

const withoutComments = (source) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Value names in `import { … } from '<from>'` (also `import X, { … }`, either quote) or, with
 * `keyword` 'export', `export { … } from '<from>'` statements of `source`. Other ways to reach
 * the router's names (a namespace import, a re-export, `import()`) are refused by lint.
 */
function namesIn(source, from, keyword = 'import') {
  const prefix = keyword === 'import' ? 'import\\s+(?:[\\w$]+\\s*,\\s*)?' : 'export\\s*';
  const statement = new RegExp(
    `${prefix}(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped(from)}['"]`,
    'g',
  );
  const names = new Set();
  for (const [, typeOnly, list] of withoutComments(source).matchAll(statement)) {
    if (typeOnly) continue;
    for (const item of list.split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
    }
  }
  return names;
}

/** The router names the production sources under `srcDir` import (tests and test helpers not). */
function importedRouterNames(srcDir) {
  const names = new Set();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !SOURCE_FILE.test(entry.name)) continue;
    if (TEST_FILE.test(path.relative(srcDir, file))) continue;
    for (const name of namesIn(readFileSync(file, 'utf8'), ROUTER_KEY)) names.add(name);
  }
  return [...names].sort();
}

/** The names the shell's router module provides (its `export { … } from 'react-router…'`). */
function providedRouterNames(file) {
  const source = readFileSync(file, 'utf8');
  return [
    ...namesIn(source, 'react-router', 'export'),
    ...namesIn(source, 'react-router/dom', 'export'),
  ].sort();
}

module.exports = { ROUTER_KEY, ROUTER_NAMES_FILE, importedRouterNames, providedRouterNames };
