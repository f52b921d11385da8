import * as root from '..';
import * as publicEntry from '../public';

// 'shared-api/public' is the root's subset, not a copy: the shell provides both entries from one
// build, and a remote on the root must see the same session store and API client as the shell.
describe("shared-api's public entry", () => {
  it('exports the same bindings as the root, by identity', () => {
    const names = Object.keys(publicEntry);
    expect(names).toEqual(expect.arrayContaining(['apiClient', 'sessionStore', 'queryClient']));
    for (const name of names) {
      expect({
        name,
        same: root[name as keyof typeof root] === publicEntry[name as keyof typeof publicEntry],
      }).toEqual({
        name,
        same: true,
      });
    }
  });

  it('evaluates the shared state once for both entries', () => {
    const g = globalThis as { __SHARED_API_EVALUATIONS__?: number };
    expect(g.__SHARED_API_EVALUATIONS__).toBe(1);
  });
});
