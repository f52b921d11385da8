import { BUCKET_KEY, browserBucket, readOverrides } from '../federation/browser-choice';

beforeEach(() => localStorage.clear());

describe('browser bucket', () => {
  it('is created once and then kept', () => {
    const first = browserBucket(localStorage);
    expect(first).toBeTruthy();
    expect(localStorage.getItem(BUCKET_KEY)).toBe(first);
    expect(browserBucket(localStorage)).toBe(first);
  });

  it('still gives an id when storage throws', () => {
    const broken = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(browserBucket(broken)).toBeTruthy();
  });
});

describe('QA overrides', () => {
  it('reads the query and storage, the query winning', () => {
    localStorage.setItem('remoteOverride.cabinet', '1.0.0');
    localStorage.setItem('remoteOverride.admin', '2.0.0');
    localStorage.setItem('unrelated', 'x');
    expect(readOverrides('?remote-version:cabinet=1.1.0&tab=2', localStorage)).toEqual({
      cabinet: '1.1.0',
      admin: '2.0.0',
    });
  });

  it('ignores empty values', () => {
    expect(readOverrides('?remote-version:cabinet=', undefined)).toEqual({});
  });
});
