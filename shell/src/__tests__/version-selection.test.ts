import type { RegistryEntry } from '../federation/registry-schema';
import { canarySlot, selectVersion } from '../federation/version-selection';

const v = (version: string) => ({ version, manifest: `/cdn/cabinet/${version}/mf-manifest.json` });
const entry = (percent: number): RegistryEntry => ({
  current: v('1.0.0'),
  previous: v('0.9.0'),
  canary: { ...v('1.1.0'), percent },
});
const ids = Array.from({ length: 10_000 }, (_, i) => `browser-${i}-${(i * 7919) % 10_007}`);

describe('canary selection', () => {
  it('is stable: the same browser gets the same version on every load', () => {
    for (const id of ids.slice(0, 200)) {
      const first = selectVersion('cabinet', entry(30), id).version;
      for (let i = 0; i < 3; i++)
        expect(selectVersion('cabinet', entry(30), id).version).toBe(first);
    }
  });

  it.each([1, 10, 50, 90])('puts about %i %% of 10 000 browsers on the canary', (percent) => {
    const onCanary = ids.filter(
      (id) => selectVersion('cabinet', entry(percent), id).source === 'canary',
    ).length;
    // Binomial spread for n = 10 000 is at most ±1.5 percentage points at 3σ.
    expect(Math.abs(onCanary / 100 - percent)).toBeLessThan(1.5);
  });

  it('widening a canary keeps the browsers already on it (slots are fixed per browser)', () => {
    const at10 = ids.filter((id) => selectVersion('cabinet', entry(10), id).source === 'canary');
    for (const id of at10) expect(selectVersion('cabinet', entry(40), id).source).toBe('canary');
  });

  it('hashes the remote too: the canary of one remote is not the canary of all', () => {
    const differ = ids.filter(
      (id) => canarySlot(id, 'cabinet') < 50 !== canarySlot(id, 'admin') < 50,
    );
    expect(differ.length).toBeGreaterThan(4000);
  });

  it('runs current when there is no canary', () => {
    expect(selectVersion('cabinet', { ...entry(50), canary: null }, 'x')).toMatchObject({
      version: '1.0.0',
      source: 'current',
    });
  });

  it('honours an override naming current, canary or previous, whatever the bucket', () => {
    for (const wanted of ['1.0.0', '1.1.0', '0.9.0']) {
      for (const id of ids.slice(0, 50)) {
        expect(selectVersion('cabinet', entry(50), id, { cabinet: wanted })).toMatchObject({
          version: wanted,
          manifest: `/cdn/cabinet/${wanted}/mf-manifest.json`,
          source: 'override',
        });
      }
    }
  });

  it('ignores an override the registry does not name, and one for another remote', () => {
    const id = ids.find((i) => canarySlot(i, 'cabinet') >= 50)!;
    expect(selectVersion('cabinet', entry(50), id, { cabinet: '9.9.9' }).source).toBe('current');
    expect(selectVersion('cabinet', entry(50), id, { admin: '1.1.0' }).source).toBe('current');
  });
});
