import { DEFAULT_AUTH_POLICY } from '../../config';
import { signInDelayMs } from '../login-throttle';

describe('signInDelayMs', () => {
  it('waits nothing below the challenge threshold, then doubles up to the cap', () => {
    const policy = {
      ...DEFAULT_AUTH_POLICY,
      loginChallengeAfterFailures: 3,
      loginDelayBaseMs: 1000,
      loginDelayMaxMs: 8000,
    };
    expect([0, 1, 2, 3, 4, 5, 6, 7, 1000].map((n) => signInDelayMs(policy, n))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});
