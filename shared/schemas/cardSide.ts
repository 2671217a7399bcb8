// The wire schema of one card side (shared/cardSide.ts holds the type without zod, so the client's
// shared modules do not pull zod in; issue 48).
import { z } from 'zod';
import type { CardSide } from '../cardSide.js';

export const cardSideSchema = z.object({
  text: z.string(),
  html: z.string().nullish(),
  imageUrl: z.string().nullish(),
  audioUrl: z.string().nullish(),
  lang: z.string().nullish(),
  noteTypeId: z.number().int().nullish(),
});

// The schema and the type say the same thing, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: Same<z.infer<typeof cardSideSchema>, CardSide> = true;
void agree;
