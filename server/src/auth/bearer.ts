/** The secret of an `Authorization: Bearer <secret>` header, or null. */
export function bearerSecret(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
