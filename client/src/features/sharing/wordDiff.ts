// A word-level difference between a card's text now and a learner's suggestion (issue 48: the
// owner saw two long paragraphs and had to find the change). Longest common subsequence over
// words and the spaces between them, after the common start and end are set aside; a middle too
// large for the table (two rewritten 10,000-character sides) is shown as removed then added.

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/** Cells of the LCS table at most: ~4 MB of Uint16, milliseconds on a phone. */
export const DIFF_MAX_CELLS = 2_000_000;

/** Words, runs of spaces and punctuation marks, so "cat," → "cat" "," and a changed comma shows alone. */
export function tokens(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}_'’-]+|[^\s\p{L}\p{N}_'’-]/gu) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) > DIFF_MAX_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // lengths[i][j]: the LCS of midA[i..] and midB[j..], one flat row-major table.
    const width = midB.length + 1;
    const lengths = new Uint16Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i--) {
      for (let j = midB.length - 1; j >= 0; j--) {
        lengths[i * width + j] = midA[i] === midB[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        push(parts, 'same', midA[i]);
        i++;
        j++;
      } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) push(parts, 'removed', midA[i++]);
      else push(parts, 'added', midB[j++]);
    }
    push(parts, 'removed', midA.slice(i).join(''));
    push(parts, 'added', midB.slice(j).join(''));
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

/** Whether the suggestion changes the text at all. */
export const changes = (parts: readonly DiffPart[]) => parts.some((part) => part.kind !== 'same');
