import { z } from 'zod';

export const statusSchema = z.object({
  ok: z.boolean(),
  maintenance: z.boolean(),
  version: z.string(),
  time: z.string(),
});
export type Status = z.infer<typeof statusSchema>;
