/**
 * An address shown to someone who may no longer own the account (the old mailbox of an email
 * change): enough for the real owner to recognise it, too little to hand it to anyone else.
 * `anna.berg@example.com` → `a***@e***.com`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const topLevel = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${topLevel}`;
}
