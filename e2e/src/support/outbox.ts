import type { APIRequestContext } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  link: string | null;
}

/** The newest mail to an address, from the server's test-mode outbox (polled: mail is sent after the reply). */
export async function latestMail(request: APIRequestContext, to: string): Promise<Mail> {
  for (let i = 0; i < 40; i++) {
    const res = await request.get(`/api/test/outbox/latest?to=${encodeURIComponent(to)}`);
    if (res.ok()) return (await res.json()) as Mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}`);
}
