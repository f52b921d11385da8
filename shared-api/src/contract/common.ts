import { z } from 'zod';

export const LANGUAGES = ['ru', 'en', 'de', 'es', 'vt'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'ru';

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** `?page&pageSize&sort=field:asc` of every list endpoint. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(/^[A-Za-z]+:(asc|desc)$/)
    .optional(),
  search: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });
export type Page<T> = { items: T[]; total: number };

export const okSchema = z.object({ ok: z.literal(true) });
