import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from 'shared-api/contract';

/** Surrogate key: an identity integer (the contract's ids are integers). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Every instant is a timestamptz read as a JS Date; the value always comes from the app clock. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Catalogue text per language (migration 0009). Null only on a row written by code that sets the
 * plain `name` alone; readers take it as `{ ru: name }` (localizedOf).
 */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
