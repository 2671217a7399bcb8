import { CARD_PAGE_SIZE } from '../../../../shared/constants';

/** Trimmed, case-insensitive match on any of the given texts. An empty query matches all. */
export function matchesQuery(query: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}

export function filterCards<T extends { term: string; definition: string }>(cards: T[], query: string): T[] {
  return cards.filter((card) => matchesQuery(query, card.term, card.definition));
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** One page of items; the page is clamped to [1, last page] so deletions never strand the user. */
export function paginate<T>(items: T[], page: number, pageSize: number = CARD_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
