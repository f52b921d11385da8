/** Business rules: the referral link is `<shell>/signup?ref=<partnerCode>`; the shell is this origin. */
export function referralLink(partnerCode: string, origin: string = window.location.origin): string {
  return `${origin}/signup?ref=${encodeURIComponent(partnerCode)}`;
}
