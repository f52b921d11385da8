import { useCallback, useState } from 'react';
import type { TwoFactorChallenge } from 'shared-api/public';

/**
 * The state of a sign-in that may need a 2FA code: `signIn` runs the password step and keeps the
 * challenge when the account has 2FA on (the pages then show the code step); `back` drops it.
 */
export function useChallenge<C>(login: (credentials: C) => Promise<TwoFactorChallenge | null>) {
  const [challenge, setChallenge] = useState<string | null>(null);
  const signIn = useCallback(
    async (credentials: C) => {
      const answer = await login(credentials);
      if (answer) setChallenge(answer.challenge);
    },
    [login],
  );
  const back = useCallback(() => setChallenge(null), []);
  return { challenge, signIn, back };
}
