import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localVersion, publishRemote } from '../cdn/publish';

function fakeBuild(manifest: string, entry = '/* entry */') {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'remoteEntry.js'), entry);
  writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
  mkdirSync(path.join(dist, 'static'));
  writeFileSync(path.join(dist, 'static', '1.abcdef1234.js'), '/* chunk */');
  return dist;
}

describe('publishRemote', () => {
  it('copies a build into an immutable version folder, without source maps', () => {
    const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
    const dist = fakeBuild('{"id":"cabinet"}');
    const result = publishRemote({ remote: 'cabinet', dist, cdn, version: '1.0.0' });
    expect(result).toMatchObject({
      created: true,
      manifestUrl: '/cdn/cabinet/1.0.0/mf-manifest.json',
    });
    expect(readFileSync(path.join(cdn, 'cabinet/1.0.0/static/1.abcdef1234.js'), 'utf8')).toBe(
      '/* chunk */',
    );
    expect(existsSync(path.join(cdn, 'cabinet/1.0.0/remoteEntry.js.map'))).toBe(false);
  });

  it('publishing the same build again is a no-op; another build under that version is refused', () => {
    const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
    publishRemote({ remote: 'cabinet', dist: fakeBuild('{"v":1}'), cdn, version: '1.0.0' });
    expect(
      publishRemote({ remote: 'cabinet', dist: fakeBuild('{"v":1}'), cdn, version: '1.0.0' })
        .created,
    ).toBe(false);
    expect(() =>
      publishRemote({ remote: 'cabinet', dist: fakeBuild('{"v":2}'), cdn, version: '1.0.0' }),
    ).toThrow(/already published/);
    expect(readFileSync(path.join(cdn, 'cabinet/1.0.0/mf-manifest.json'), 'utf8')).toBe('{"v":1}');
  });

  it('refuses a version that is not semantic, before copying anything', () => {
    const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
    for (const version of ['latest', '1.0', 'v1.0.0', '../1.0.0']) {
      expect(() =>
        publishRemote({ remote: 'cabinet', dist: fakeBuild('{}'), cdn, version }),
      ).toThrow(/not a semantic version/);
    }
    expect(existsSync(path.join(cdn, 'cabinet'))).toBe(false);
  });

  it('refuses a folder that is not a remote build', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'dist-'));
    expect(() =>
      publishRemote({ remote: 'auth', dist: empty, cdn: empty, version: '1.0.0' }),
    ).toThrow(/mf-manifest/);
  });

  it('local versions differ when the build differs', () => {
    expect(localVersion('1.0.0', fakeBuild('{"v":1}'))).toMatch(/^1\.0\.0-local\.[0-9a-f]{8}$/);
    expect(localVersion('1.0.0', fakeBuild('{"v":1}'))).toBe(
      localVersion('1.0.0', fakeBuild('{"v":1}')),
    );
    expect(localVersion('1.0.0', fakeBuild('{"v":1}'))).not.toBe(
      localVersion('1.0.0', fakeBuild('{"v":2}')),
    );
  });

  it('a build that changed only remoteEntry.js gets another version, and is refused under the old one', () => {
    const before = fakeBuild('{"v":1}', '/* entry 1 */');
    const after = fakeBuild('{"v":1}', '/* entry 2 */');
    expect(localVersion('1.0.0', after)).not.toBe(localVersion('1.0.0', before));
    const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
    publishRemote({ remote: 'cabinet', dist: before, cdn, version: '1.0.0' });
    expect(() => publishRemote({ remote: 'cabinet', dist: after, cdn, version: '1.0.0' })).toThrow(
      /already published/,
    );
  });

  it('source maps do not make a build another version', () => {
    const build = fakeBuild('{"v":1}');
    const version = localVersion('1.0.0', build);
    writeFileSync(path.join(build, 'remoteEntry.js.map'), '{"changed":true}');
    expect(localVersion('1.0.0', build)).toBe(version);
  });
});
