import { LANGUAGES, type LocalizedText } from 'shared-api/contract';

/** A row's text per language: a row written without it (null) reads as its plain Russian name. */
export const localizedOf = (text: LocalizedText | null | undefined, name: string): LocalizedText =>
  text ?? { ru: name };

/** A log snapshot's flat form of it: one `lang: text` line per language given, ru first. */
export const localizedLines = (text: LocalizedText): string[] =>
  LANGUAGES.flatMap((lang) => (text[lang] ? [`${lang}: ${text[lang]}`] : []));
