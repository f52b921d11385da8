import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces the value of a text field the way a user pasting it would: one input event instead of
 * one per character, which keeps tests of big antd forms fast under jsdom.
 */
export async function fillField(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.paste(value);
}
