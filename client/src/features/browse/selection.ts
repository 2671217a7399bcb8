// The card browser's row selection (docs/browse.md): a click toggles a row; a Shift-click sets
// every row from the last clicked one (the anchor) to this one to this row's new state, as a file
// manager does; the header box selects or clears the whole page.

export function toggleRow(selected: ReadonlySet<number>, order: readonly number[], id: number, checked: boolean, anchor: number | null, shift: boolean): Set<number> {
  const next = new Set(selected);
  const from = shift && anchor !== null ? order.indexOf(anchor) : -1;
  const to = order.indexOf(id);
  const range = from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const row of range) {
    if (checked) next.add(row);
    else next.delete(row);
  }
  return next;
}

/** The header box: all of the page when any is unselected, else none of it. */
export function togglePage(selected: ReadonlySet<number>, order: readonly number[]): Set<number> {
  const next = new Set(selected);
  const all = order.length > 0 && order.every((id) => next.has(id));
  for (const id of order) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}
