import { MSG } from '../../../shared/messages.js';
import { ImportInputError } from './errors.js';

// The budget of one Anki package's rendered output (issue 49, docs/security.md "Round 4: Anki
// rendered output"). Every other limit of the importer is per piece: a field is cut at
// RAW_FIELD_MAX, a side at OUTPUT_MAX, a template at TEMPLATE_LIMITS. A small package still
// multiplies them: 100 templates × 100 notes, each side repeating a 1.8 KB field ten times, is
// 10,000 sides of 18 KB from 65 KB; one cloze note of 500 deletions renders its whole text 500
// times. So the characters rendered are counted across the whole package, as they are made
// (template output, the fields' text that filters read, each cloze rendering), and the import
// stops with a clear message the moment the total passes the budget: the whole output is never
// built to be measured.

/**
 * Characters one package may render. The most any real deck of the fixtures renders is ~180,000
 * (docs/security.md has the figures); 32 million is 320 characters a card at the 100,000-card
 * limit (IMPORT_MAX_CARDS), or 8,000 for a 4,000-card deck. The bound is the memory goal of one
 * import (≤ 500 MB): a package just under it keeps about as much text and sanitized HTML in its
 * draft and cache row, ~8 bytes of RSS per character rendered (bench/security4/anki.ts).
 * Issue 49's packages render 180 million characters and more.
 */
export const ANKI_OUTPUT_BUDGET = 32_000_000;

export class OutputBudget {
  private spentChars = 0;

  constructor(readonly limit: number = ANKI_OUTPUT_BUDGET) {}

  /** Characters rendered so far. */
  get spent(): number {
    return this.spentChars;
  }

  /** Counts `chars` more; past the limit, the import's clear 400 (an ImportInputError). */
  spend(chars: number): void {
    this.spentChars += chars;
    if (this.spentChars > this.limit) throw new ImportInputError(outputBudgetMessage(this.limit));
  }
}

/** The message, naming the limit in millions of characters (at least 1). */
export const outputBudgetMessage = (limit: number): string => MSG.ankiTooMuchCardText(Math.max(1, Math.round(limit / 1_000_000)));
