import { z } from 'zod';
import { textSchema } from './bounded';
import { fields } from './fields';

// The public support contacts, apart from the desk's tickets: the maintenance page and the public
// footer read them before anyone signs in ('shared-api/public').

/** Each support contact when given (an empty string means "not given"). */
export const supportContactFieldSchemas = {
  email: fields.email(),
  telegram: textSchema(64)
    .trim()
    .regex(/^@[A-Za-z0-9_]{4,32}$/, 'addAt'),
  phone: fields.phone(),
  /** Working hours or any short note ("Mon–Fri 9:00–18:00 UTC"). */
  hours: textSchema(100).trim(),
};

/** The support contacts (settings key `support`), public: the maintenance page and footers. */
export const supportContactsSchema = z.object({
  email: z.union([z.literal(''), supportContactFieldSchemas.email]),
  telegram: z.union([z.literal(''), supportContactFieldSchemas.telegram]),
  phone: z.union([z.literal(''), supportContactFieldSchemas.phone]),
  hours: supportContactFieldSchemas.hours,
});
export type SupportContacts = z.infer<typeof supportContactsSchema>;
