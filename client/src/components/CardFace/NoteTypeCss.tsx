import { createContext, useContext, type ReactNode } from 'react';
import type { NoteTypeCss } from '../../../../shared/games';
import type { CardSide } from '../../../../shared/cardSide';

// A note type's CSS on its cards' faces (docs/notes.md). The server sends each type's CSS already
// cleaned and scoped to `.cc-nt-<id>`; this provider puts one <style> per type on the page (as text
// content, never HTML) and CardFace puts the class on a face whose side names its type, so a rule
// can reach nothing outside the faces of that type's cards.

const EMPTY: NoteTypeCss = {};
const CssContext = createContext<NoteTypeCss>(EMPTY);

export function NoteTypeCssProvider({ css, children }: { css?: NoteTypeCss | null; children: ReactNode }) {
  const value = css ?? EMPTY;
  return (
    <CssContext.Provider value={value}>
      {Object.entries(value).map(([id, text]) => (
        <style key={id} data-note-type-css={id}>
          {text}
        </style>
      ))}
      {children}
    </CssContext.Provider>
  );
}

/** The face's scope class, when its side names a type whose CSS is on the page; else ''. */
export function useNoteTypeClass(side: CardSide): string {
  const css = useContext(CssContext);
  const id = side.noteTypeId;
  return id && css[id] ? `cc-nt-${id}` : '';
}
