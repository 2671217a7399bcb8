import { useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useLayoutEffect, type ButtonHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { fitTogether } from '../lib/autoFit';
import type { CardSide, MatchingItem } from '../../../../shared/games';
import { CardFace, CardSound, sideLabel } from '../../components/CardFace/CardFace';
import { ListenButton } from '../../components/CardFace/ListenButton';
import { TYPESET_EVENT } from '../../components/CardFace/RichSide';
import styles from './Matching.module.css';
import { useT } from '../../i18n';
import { namespace as games } from '../../locales/games';

// The matching board's tiles: a draggable term, a droppable definition, and the fitting of their
// text to one size. The rules (what a drop means) are Matching.tsx's.

/** Fits every tile text on the board to one size, again whenever the board changes size. */
export function useBoardFit(board: RefObject<HTMLElement | null>, content: unknown) {
  useLayoutEffect(() => {
    const element = board.current;
    if (!element) return;
    const fit = () => fitTogether([...element.querySelectorAll<HTMLElement>('[data-fit-text]')]);
    fit();
    // A rich tile grows when its formulas are typeset (KaTeX arrives after the first fit) or its
    // pictures load: measure again then. Image load events do not bubble; capture sees them.
    element.addEventListener(TYPESET_EVENT, fit);
    element.addEventListener('load', fit, true);
    const unlisten = () => {
      element.removeEventListener(TYPESET_EVENT, fit);
      element.removeEventListener('load', fit, true);
    };
    if (typeof ResizeObserver === 'undefined') return unlisten;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      // Font sizes never change the board's width: refit only when the width itself changed.
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      unlisten();
    };
  }, [board, content]);
}

/** A tile's face: its picture scaled into the tile beside its text, the text fitted (useBoardFit). */
function TileContent({ side }: { side: CardSide }) {
  // A tile never holds its sound (a button in a button is invalid): TileSlot puts it beside.
  return (
    <CardFace side={side} context="tile" classes={{ image: styles.tileImage, imageOnly: styles.tileImageOnly, text: styles.fitText, textInner: styles.fitInner }} />
  );
}

/** The tile and, beside it (never inside: a button in a button is invalid), its play button. */
function TileSlot({ audioUrl, label, listen, children }: { audioUrl?: string | null; label: string; listen?: { text: string; lang?: string | null }; children: ReactNode }) {
  const t = useT(games);
  return (
    <div className={`${styles.tileSlot} ${audioUrl ? styles.withAudio : ''}`}>
      {children}
      {audioUrl && <CardSound url={audioUrl} label={t('games.playSoundOf', { label })} className={styles.tilePlay} />}
      {!audioUrl && listen?.lang && <ListenButton text={listen.text} lang={listen.lang} className={styles.tilePlay} />}
    </div>
  );
}

interface TileProps {
  item: MatchingItem;
  kind: 'term' | 'definition';
  /** What the tile says (its text, or 'Picture'). */
  label: string;
  matched: boolean;
  highlighted: boolean;
  /** The classes of the kind's own states. */
  states: string[];
  buttonRef: (element: HTMLElement | null) => void;
  /** The kind's own props of the button (its drag, its click). */
  button: ButtonHTMLAttributes<HTMLButtonElement>;
}

/** A tile's button, showing the item's face, in its slot beside its play button; a matched tile is disabled. */
function Tile({ item, kind, label, matched, highlighted, states, buttonRef, button }: TileProps) {
  const t = useT(games);
  const className = [styles.tile, styles[kind], matched ? styles.matched : '', highlighted ? styles.highlight : '', ...states].join(' ');
  return (
    <TileSlot audioUrl={item.audioUrl} label={label} listen={{ text: item.text, lang: item.lang }}>
      <button ref={buttonRef} type="button" className={className} {...button} aria-label={matched ? t('games.matching.matched', { label }) : label} disabled={matched}>
        <TileContent side={item} />
      </button>
    </TileSlot>
  );
}

interface TermTileProps {
  item: MatchingItem;
  matched: boolean;
  highlighted: boolean;
  shaking: boolean;
  selected: boolean;
  onSelect: (id: number) => void;
}

export function TermTile({ item, matched, highlighted, shaking, selected, onSelect }: TermTileProps) {
  const t = useT(games);
  const { id, imageUrl } = item;
  const text = sideLabel(item.text, imageUrl, t('games.matching.picture'));
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `term-${id}`, data: { id, text }, disabled: matched });
  const states = [shaking ? styles.shake : '', selected ? styles.selected : '', isDragging ? styles.dragging : ''];
  const button = {
    style: { transform: CSS.Translate.toString(transform) },
    ...attributes,
    ...listeners,
    'aria-roledescription': t('games.matching.draggable'),
    'aria-pressed': selected,
    'data-testid': `term-${id}`,
    // A click (no drag) selects the term; clicking a definition then tries the pair.
    onClick: () => onSelect(id),
  };
  return <Tile item={item} kind="term" label={text} matched={matched} highlighted={highlighted} states={states} buttonRef={setNodeRef} button={button} />;
}

interface DefinitionTileProps {
  item: MatchingItem;
  matched: boolean;
  highlighted: boolean;
  missed: boolean;
  onPick: (id: number) => void;
}

export function DefinitionTile({ item, matched, highlighted, missed, onPick }: DefinitionTileProps) {
  const t = useT(games);
  const { id, imageUrl } = item;
  const text = sideLabel(item.text, imageUrl, t('games.matching.picture'));
  const { setNodeRef, isOver } = useDroppable({ id: `def-${id}`, data: { id, text }, disabled: matched });
  const states = [missed ? styles.missed : '', isOver && !matched ? styles.over : ''];
  const button = { onClick: () => onPick(id), 'data-testid': `def-${id}` };
  return <Tile item={item} kind="definition" label={text} matched={matched} highlighted={highlighted} states={states} buttonRef={setNodeRef} button={button} />;
}
