import { z } from 'zod';
import { textSchema } from './bounded';
import { LANGUAGES, type Language } from './common';

/**
 * Catalogue text per language (issue 13 item 10: package, career status and campaign names,
 * prizes). Russian is required; a language left out falls back to it (pickLanguage).
 */
export const localizedTextSchema = z.object({
  ru: z.string(),
  en: z.string().optional(),
  de: z.string().optional(),
  es: z.string().optional(),
  vt: z.string().optional(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** An admin form's per-language text: ru required, the others optional (empty = not given). */
export const localizedTextInputSchema = (max: number) => {
  const optional = textSchema(max).trim().optional();
  return z.object({
    ru: textSchema(max).trim().min(1, 'required'),
    en: optional,
    de: optional,
    es: optional,
    vt: optional,
  });
};

/**
 * The text in `lang` (a Language; any other string, such as an i18n code not known here, gets
 * Russian), or the Russian one when that language is missing or blank.
 */
export function pickLanguage(text: LocalizedText, lang: string): string {
  const own = (LANGUAGES as readonly string[]).includes(lang) ? text[lang as Language] : undefined;
  return own?.trim() ? own : text.ru;
}

/** The stored form of an input: trimmed, the blank languages left out. */
export function compactLocalizedText(text: LocalizedText): LocalizedText {
  const out: LocalizedText = { ru: text.ru.trim() };
  for (const lang of LANGUAGES) {
    if (lang === 'ru') continue;
    const value = text[lang]?.trim();
    if (value) out[lang] = value;
  }
  return out;
}
