import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key: an identity integer (the contract's ids are integers). */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Every instant is a timestamptz read as a JS Date; the value always comes from the app clock. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
