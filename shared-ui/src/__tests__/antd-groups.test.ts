// antd reaches the apps through shared groups (build/antd-groups.mjs). Each antd export must
// sit in exactly one of them, by antd's own path, or an import of it would fail to build or run
// from two copies.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const groupsDir = path.resolve(__dirname, '../antd');
const antdIndex = readFileSync(require.resolve('antd/es/index.js'), 'utf8');
const exportsOf = (source: string) =>
  [...source.matchAll(/export \{ default as (\w+) \} from '\.?\/?(?:antd\/es\/)?([a-z-]+)';/g)].map(
    ([, name, dir]) => `${name} ${dir}`,
  );

describe('antd groups', () => {
  const groups = readdirSync(groupsDir).filter((file) => file.endsWith('.ts'));

  it('are the six shared groups', () => {
    expect(groups.sort()).toEqual([
      'core.ts',
      'lists.ts',
      'other.ts',
      'pickers.ts',
      'screens.ts',
      'widgets.ts',
    ]);
  });

  it('hold every antd component once, from its own folder', () => {
    const grouped = groups.flatMap((file) =>
      exportsOf(readFileSync(path.join(groupsDir, file), 'utf8')),
    );
    const antd = exportsOf(antdIndex).filter((entry) => !entry.startsWith('version '));
    expect(antd.length).toBeGreaterThan(60);
    expect(grouped.sort()).toEqual(antd.sort());
  });

  it('keep the core group (every signed-in screen loads it) free of heavy components', () => {
    const coreGroup = readFileSync(path.join(groupsDir, 'core.ts'), 'utf8');
    for (const heavy of [
      'Table',
      'DatePicker',
      'Menu',
      'Modal',
      'Tabs',
      'Card',
      'Select',
      'Drawer',
    ]) {
      expect(coreGroup).not.toMatch(new RegExp(`default as ${heavy} `));
    }
  });

  it("keep the first signed-in screen's group free of the list and widget components", () => {
    const screensGroup = readFileSync(path.join(groupsDir, 'screens.ts'), 'utf8');
    for (const heavy of ['Table', 'Select', 'Pagination', 'QRCode', 'Upload', 'InputNumber']) {
      expect(screensGroup).not.toMatch(new RegExp(`default as ${heavy} `));
    }
  });
});
