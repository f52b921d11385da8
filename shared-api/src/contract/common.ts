import { z } from 'zod';
import { idTextSchema, MAX_PAGE, textSchema, wholeNumberTextOr } from './bounded';

export const LANGUAGES = ['ru', 'en', 'de', 'es', 'vt'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'ru';

export const idParamSchema = z.object({ id: idTextSchema });

/** `?page&pageSize&sort=field:asc` of every list endpoint. */
export const listQuerySchema = z.object({
  page: wholeNumberTextOr(1, MAX_PAGE, 1),
  pageSize: wholeNumberTextOr(1, 100, 20),
  sort: textSchema(64)
    .regex(/^[A-Za-z]+:(asc|desc)$/, 'invalidSort')
    .optional(),
  search: textSchema(100).trim().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });
export type Page<T> = { items: T[]; total: number };

export const okSchema = z.object({ ok: z.literal(true) });
