/**
 * The secrets of `secrets` found in `stored` (log rows as JSON): a long one (password, token,
 * link secret) anywhere, even inside a URL; a short one (a 6-digit code) only as a whole JSON
 * string, so that an amount or an id that happens to contain its digits is no leak.
 */
export function leakedSecrets(stored: string, secrets: Iterable<string>): string[] {
  return [...secrets].filter((value) =>
    value.length >= 12 ? stored.includes(value) : stored.includes(`"${value}"`),
  );
}
