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

const TEST_FILE = /(?:__tests__|[\\/]testing[\\/]|\.test\.tsx?$)/;

/** Value names in `import { … } from '<from>'` (or `export { … } from`) statements of `source`. */
function namesIn(source, from, keyword = 'import') {
  const statement = new RegExp(`${keyword}\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g');
  const names = new Set();
  for (const [, typeOnly, list] of source.matchAll(statement)) {
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
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || TEST_FILE.test(file)) continue;
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
