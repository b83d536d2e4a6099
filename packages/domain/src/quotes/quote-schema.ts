import { z } from 'zod';

export const quoteSchema = z.object({ quote: z.string(), author: z.string() });
export type Quote = z.infer<typeof quoteSchema>;
