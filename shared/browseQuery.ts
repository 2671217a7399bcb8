// The card browser's search (docs/browse.md), parsed apart from any database: words are ANDed;
// `deck:name`, `tag:name` (and any tag below it, `lang` finds `lang::fr`), `is:suspended`,
// `is:new`, `is:due`; "double quotes" keep spaces in one term; anything else is text searched in
// the term and definition. A leading `-` negates nothing here: it is plain text.

export interface BrowseQuery {
  text: string[];
  decks: string[];
  tags: string[];
  suspended: boolean;
  isNew: boolean;
  due: boolean;
}

export function parseBrowseQuery(q: string): BrowseQuery {
  const out: BrowseQuery = { text: [], decks: [], tags: [], suspended: false, isNew: false, due: false };
  const tokens = q.match(/(?:[^\s"]+:)?"[^"]*"?|\S+/g) ?? [];
  for (const raw of tokens) {
    const token = raw.replace(/"/g, '');
    const colon = token.indexOf(':');
    const key = colon > 0 ? token.slice(0, colon).toLowerCase() : '';
    const value = colon > 0 ? token.slice(colon + 1) : token;
    if (key === 'deck' && value) out.decks.push(value);
    else if (key === 'tag' && value) out.tags.push(value);
    else if (key === 'is' && value.toLowerCase() === 'suspended') out.suspended = true;
    else if (key === 'is' && value.toLowerCase() === 'new') out.isNew = true;
    else if (key === 'is' && value.toLowerCase() === 'due') out.due = true;
    else if (token) out.text.push(token);
  }
  return out;
}
