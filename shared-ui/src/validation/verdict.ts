/** An antd validator's answer: resolved when the value is valid, rejected with the text to show. */
export const verdict = (message: string | null | undefined): Promise<void> =>
  message ? Promise.reject(new Error(message)) : Promise.resolve();
