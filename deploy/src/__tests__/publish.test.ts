import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localVersion, publishRemote } from '../cdn/publish';

/** A build as remotes make it: `version/` for the version folder, `chunks/` shared by versions. */
function splitBuild(entry: string, chunks: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'version'));
  mkdirSync(path.join(dist, 'chunks'));
  writeFileSync(path.join(dist, 'version/mf-manifest.json'), '{}');
  writeFileSync(path.join(dist, 'version/remoteEntry.js'), entry);
  for (const [name, text] of Object.entries(chunks))
    writeFileSync(path.join(dist, 'chunks', name), text);
  writeFileSync(path.join(dist, 'chunks/1.abcdef1234.js.map'), '{}');
  return dist;
}

function fakeBuild(manifest: string, entry = '/* entry */') {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'remoteEntry.js'), entry);
  writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
  mkdirSync(path.join(dist, 'static'));
  writeFileSync(path.join(dist, 'static', '1.abcdef1234.js'), '/* chunk */');
  return dist;
}

/** A CDN where the cabinet 1.0.0 is published with its one chunk, `1.abcdef1234.js` = 'one'. */
function cdnWithOneRelease() {
  const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
  const dist = splitBuild('/* 1 */', { '1.abcdef1234.js': 'one' });
  publishRemote({ remote: 'cabinet', dist, cdn, version: '1.0.0' });
  return cdn;
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

  it("puts a split build's chunks in one folder that every version shares", () => {
    const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
    const first = splitBuild('/* 1 */', { '1.abcdef1234.js': 'one', '2.bbbbbbbbbb.js': 'two' });
    publishRemote({ remote: 'cabinet', dist: first, cdn, version: '1.0.0' });
    // The next release changed one chunk: the unchanged one keeps its file (and so its URL).
    const second = splitBuild('/* 2 */', { '1.abcdef1234.js': 'one', '3.cccccccccc.js': 'three' });
    publishRemote({ remote: 'cabinet', dist: second, cdn, version: '1.1.0' });
    expect(readdirSync(path.join(cdn, 'cabinet/chunks')).sort()).toEqual([
      '1.abcdef1234.js',
      '2.bbbbbbbbbb.js',
      '3.cccccccccc.js',
    ]);
    expect(readdirSync(path.join(cdn, 'cabinet/1.1.0')).sort()).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    // 1.0.0 still finds every chunk it loads: rollback needs them.
    expect(readFileSync(path.join(cdn, 'cabinet/chunks/2.bbbbbbbbbb.js'), 'utf8')).toBe('two');
  });

  it('refuses a chunk that differs from the published one of its name, and leaves no version', () => {
    const cdn = cdnWithOneRelease();
    const forged = splitBuild('/* 2 */', { '1.abcdef1234.js': 'not one' });
    expect(() => publishRemote({ remote: 'cabinet', dist: forged, cdn, version: '1.1.0' })).toThrow(
      /chunks already published with other contents: 1\.abcdef1234\.js/,
    );
    expect(readFileSync(path.join(cdn, 'cabinet/chunks/1.abcdef1234.js'), 'utf8')).toBe('one');
    expect(existsSync(path.join(cdn, 'cabinet/1.1.0'))).toBe(false);
  });

  it('keeps the first compressed copies of a chunk: another compressor setting is no clash', () => {
    const cdn = mkdtempSync(path.join(tmpdir(), 'cdn-'));
    const first = splitBuild('/* 1 */', { '1.abcdef1234.js': 'one', '1.abcdef1234.js.br': 'q10' });
    publishRemote({ remote: 'cabinet', dist: first, cdn, version: '1.0.0' });
    const second = splitBuild('/* 2 */', { '1.abcdef1234.js': 'one', '1.abcdef1234.js.br': 'q11' });
    publishRemote({ remote: 'cabinet', dist: second, cdn, version: '1.1.0' });
    expect(readFileSync(path.join(cdn, 'cabinet/chunks/1.abcdef1234.js.br'), 'utf8')).toBe('q10');
  });

  it('a build refused under a published version adds nothing to the chunk folder', () => {
    const cdn = cdnWithOneRelease();
    const other = splitBuild('/* other */', { '9.ffffffffff.js': 'nine' });
    expect(() => publishRemote({ remote: 'cabinet', dist: other, cdn, version: '1.0.0' })).toThrow(
      /already published with other contents/,
    );
    expect(readdirSync(path.join(cdn, 'cabinet/chunks'))).toEqual(['1.abcdef1234.js']);
  });
});
