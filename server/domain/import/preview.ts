import { IMPORT_PREVIEW_CARDS } from '../../../shared/constants.js';
import { IMPORT_AUDIO_MAX_BYTES, IMPORT_IMAGE_MAX_BYTES } from '../../../shared/media.js';
import { ANKI_MSG, IMPORT_MSG, MSG } from '../../../shared/messages.js';
import { stripControlCharacters } from '../../../shared/schemas/text.js';
import type { AnkiNoteTypePreview, ImportPreview } from '../../../shared/schemas/imports.js';
import type { AnkiCardOrigin } from './ankiTemplateKey.js';
import type { CardHistoryDraft, HistorySummary } from './ankiHistory.js';
import type { DraftMedia, DraftMediaBytes, MediaSummary } from './draftMedia.js';
import { sha256Hex } from '../sha256.js';
import { withImageSources } from '../richText/cardSide.js';

// Every importer produces an ImportDraft; the preview (docs/product.md: entities) and the confirm step read only
// this shape, so the four file types share one code path from here on.

export type ImportSource = 'anki' | 'quizlet' | 'csv';

export interface DraftDeck {
  name: string;
  description: string;
}

export interface DraftCard {
  term: string;
  definition: string;
  /** Index into `decks`: the deck the card came from (its Anki home deck). */
  deck: number;
  /** Set when the side is over the limit; its text is then only a prefix (see `bounded`). */
  termTooLong?: true;
  definitionTooLong?: true;
  /**
   * A side's sanitized HTML when it is rich (Anki fields, CSV with 'Fields contain HTML'). An Anki
   * side's images are placeholders (ankiField.ts `ankiImageSrc`) until the confirm resolves them.
   */
  termHtml?: string;
  definitionHtml?: string;
  /**
   * An Anki rich side's inline images: entry k is the file (index into `ImportDraft.media`) of
   * its HTML's placeholder k, null when the file is missing or left out (the image then goes).
   */
  termImages?: (number | null)[];
  definitionImages?: (number | null)[];
  /** Kept Anki review history (ankiHistory.ts); absent = a NEW card with no past. */
  history?: CardHistoryDraft;
  /** Indexes into `ImportDraft.media` (Anki packages only, docs/anki-history.md). */
  termImage?: number;
  termAudio?: number;
  definitionImage?: number;
  definitionAudio?: number;
  /** An Anki cloze card (docs/study-modes.md): its number, its note's key and source, its hidden text. */
  cloze?: DraftCloze;
  /** A card of an Anki Image Occlusion note (docs/image-occlusion.md): stored with its kind. */
  occlusion?: true;
  /** Anki cards (issue 30): the note type (index into `ankiNoteTypes`), template ordinal and note guid. */
  anki?: AnkiCardOrigin;
  /**
   * On the first card made from each Anki note: the note's fields as plain text ('choose fields');
   * absent when they are the card's own term and definition.
   */
  ankiFields?: string[];
  /**
   * On the first card made from each Anki note: the note as it is kept (docs/anki-templates.md):
   * `f` its fields' sanitized HTML in its note type's order, `t` its tags as Anki writes them
   * (space-separated), `m` Anki's mtime in ms. Short keys: 20,000 notes' worth is in the cache.
   */
  ankiNote?: AnkiNoteDraft;
}

export interface AnkiNoteDraft {
  f: string[];
  t: string;
  m: number;
  /**
   * The Anki file names of the pictures in the fields (placeholder k of a field is `images[k]`),
   * until attachMedia turns them into `media`: image k's index in `draft.media`, or null when its
   * file was missing or left out.
   */
  images?: string[];
  media?: (number | null)[];
}

/** A package's note type as the user's note type is made of it (by the index of `ankiNoteTypes`). */
export interface AnkiModelDraft {
  ankiId: number;
  name: string;
  kind: 'standard' | 'cloze' | 'image-occlusion';
  fields: string[];
  templates: { name: string; front: string; back: string }[];
  css: string;
  /** Anki's mtime in ms. */
  mtime: number;
}

export interface DraftCloze {
  number: number;
  note: string;
  text: string;
  extra: string | null;
  answer: string;
}

export interface ImportDraft {
  source: ImportSource;
  /** 'one': every card goes into decks[0]'s name = `proposedDeckName`; 'each': one deck per entry. */
  target: 'one' | 'each';
  proposedDeckName: string;
  proposedDescription: string;
  decks: DraftDeck[];
  cards: DraftCard[];
  /** Shown at the top of the preview (names the importer, and the worksheet for XLSX). */
  message: string;
  /** Anki packages with revlog rows: how many cards have history, and whether it is kept. */
  ankiHistory?: HistorySummary;
  /** The media files the cards point at (Anki packages), stored by confirm. */
  media?: DraftMedia[];
  mediaSummary?: MediaSummary;
  /** Anki packages: the note types the cards come from (the preview shows them; confirm checks choices against them). */
  ankiNoteTypes?: AnkiNoteTypePreview[];
  /** Anki packages: the note types themselves, by the same index as `ankiNoteTypes`. */
  ankiModels?: AnkiModelDraft[];
}

/** The card editor's limit (shared/schemas/decks.ts), so an imported card stays editable. */
export const CARD_TEXT_MAX = 10_000;

/**
 * Raw input (an HTML field, a cloze rendering) is cut here before any transform runs over it
 * (docs/security.md): a few times the card limit, so markup-heavy fields still convert whole, while a
 * field of megabytes costs no more than this. A cut field is over the limit by definition.
 */
export const RAW_FIELD_MAX = 4 * CARD_TEXT_MAX;
/** What is kept of a side over the limit: enough to recognise the card in the preview. */
const TOO_LONG_KEPT = 200;

export interface BoundedText {
  text: string;
  tooLong: boolean;
}

/** A side's final text, or a short prefix flagged too long (so 100,000 of them stay small). */
export function bounded(text: string, rawWasCut = false): BoundedText {
  if (!rawWasCut && text.length <= CARD_TEXT_MAX) return { text, tooLong: false };
  return { text: `${text.slice(0, TOO_LONG_KEPT)}…`, tooLong: true };
}

export function draftCard(term: BoundedText & { html?: string }, definition: BoundedText & { html?: string }, deck: number): DraftCard {
  // Every importer's card passes here: no control characters, as a typed card (shared/schemas/text.ts).
  const card: DraftCard = { term: stripControlCharacters(term.text), definition: stripControlCharacters(definition.text), deck };
  if (term.tooLong) card.termTooLong = true;
  if (definition.tooLong) card.definitionTooLong = true;
  // A rich side's sanitized HTML (docs/rich-cards.md); `term`/`definition` are then its plain text. A side
  // over the limit is not imported and shows as its short prefix: its HTML (up to 20,000
  // characters a side) is not kept for the cache and the preview to carry (issue 49).
  if (term.html && !term.tooLong) card.termHtml = stripControlCharacters(term.html);
  if (definition.html && !definition.tooLong) card.definitionHtml = stripControlCharacters(definition.html);
  return card;
}

const termTooLong = (card: Pick<DraftCard, 'term' | 'termTooLong'>) => card.termTooLong === true || card.term.length > CARD_TEXT_MAX;
const definitionTooLong = (card: Pick<DraftCard, 'definition' | 'definitionTooLong'>) =>
  card.definitionTooLong === true || card.definition.length > CARD_TEXT_MAX;

export const CARD_ERRORS = {
  termEmpty: 'Term is empty.',
  definitionEmpty: 'Definition is empty.',
  termTooLong: 'Term is longer than 10,000 characters.',
  definitionTooLong: 'Definition is longer than 10,000 characters.',
} as const;

type CardSides = Pick<DraftCard, 'term' | 'definition' | 'termTooLong' | 'definitionTooLong' | 'termImage' | 'definitionImage'>;

// A side needs text or an image (docs/anki-history.md); a sound alone is not something to answer.
const termMissing = (card: CardSides) => !card.term && card.termImage === undefined;
const definitionMissing = (card: CardSides) => !card.definition && card.definitionImage === undefined;

export function cardErrors(card: CardSides): string[] {
  const errors: string[] = [];
  if (termMissing(card)) errors.push(CARD_ERRORS.termEmpty);
  if (termTooLong(card)) errors.push(CARD_ERRORS.termTooLong);
  if (definitionMissing(card)) errors.push(CARD_ERRORS.definitionEmpty);
  if (definitionTooLong(card)) errors.push(CARD_ERRORS.definitionTooLong);
  return errors;
}

export const isImportable = (card: CardSides) => !termMissing(card) && !definitionMissing(card) && !termTooLong(card) && !definitionTooLong(card);

type PreviewCard = ImportPreview['previewCards'][number];

/** The decks confirm will create, with the importable cards of each (decks left empty are dropped). */
export function plannedDecks(draft: ImportDraft): { deck: DraftDeck; cards: DraftCard[] }[] {
  if (draft.target === 'one') {
    const cards = draft.cards.filter(isImportable);
    return cards.length ? [{ deck: { name: draft.proposedDeckName, description: draft.proposedDescription }, cards }] : [];
  }
  const byDeck = draft.decks.map((deck) => ({ deck, cards: [] as DraftCard[] }));
  for (const card of draft.cards) if (isImportable(card)) byDeck[card.deck]?.cards.push(card);
  return byDeck.filter((entry) => entry.cards.length > 0);
}

export function buildPreview(draft: ImportDraft, temporaryImportId: string): ImportPreview {
  const showDeckNames = draft.source === 'anki';
  const previewCards: PreviewCard[] = [];
  const issuesPreview: { term: string; errors: string[] }[] = [];
  let cardsWithIssues = 0;
  draft.cards.forEach((card, index) => {
    const errors = cardErrors(card);
    if (errors.length) {
      cardsWithIssues += 1;
      if (issuesPreview.length < IMPORT_PREVIEW_CARDS) issuesPreview.push({ term: card.term, errors });
    }
    if (index < IMPORT_PREVIEW_CARDS) {
      const previewCard: PreviewCard = {
        term: card.term,
        definition: card.definition,
        ankiDeckName: showDeckNames ? (draft.decks[card.deck]?.name ?? null) : null,
        errors,
      };
      if (card.termImage !== undefined) previewCard.termHasImage = true;
      if (card.definitionImage !== undefined) previewCard.definitionHasImage = true;
      const termHtml = previewHtml(card.termHtml);
      const definitionHtml = previewHtml(card.definitionHtml);
      if (termHtml) previewCard.termHtml = termHtml;
      if (definitionHtml) previewCard.definitionHtml = definitionHtml;
      previewCards.push(previewCard);
    }
  });
  const preview: ImportPreview = {
    message: draft.cards.length === 0 ? MSG.noCardsFound : draft.message,
    temporaryImportId,
    errorSummary: { totalCardsAttempted: draft.cards.length, cardsWithIssues, issuesPreview },
    previewCards,
  };
  if (draft.ankiHistory) preview.ankiHistory = draft.ankiHistory;
  if (draft.ankiNoteTypes) preview.ankiNoteTypes = draft.ankiNoteTypes;
  if (draft.mediaSummary) preview.media = mediaPreview(draft.mediaSummary);
  if (draft.target === 'one') {
    preview.proposedDeckName = draft.proposedDeckName;
  } else {
    preview.decksToCreate = plannedDecks(draft).map(({ deck, cards }) => ({
      name: deck.name,
      description: deck.description,
      cardCount: cards.length,
    }));
  }
  return preview;
}

/**
 * A sample card's side as the preview shows it: the draft's sanitized HTML without its images,
 * whose files have no URL before the confirm (an Anki side's are placeholders: ankiField.ts).
 */
function previewHtml(html: string | undefined): string | undefined {
  if (!html) return undefined;
  return withImageSources(html, () => null) || undefined;
}

/** The preview's media line and issues (nothing here stops the import). */
export function mediaPreview(summary: MediaSummary): NonNullable<ImportPreview['media']> {
  const issues: string[] = [];
  const examples = summary.examples.length ? ` (${summary.examples.join(', ')})` : '';
  // Every missing file is named (up to a list's length), not only the first few examples.
  const missingNamed = summary.missingNames?.length ? ` (${summary.missingNames.join(', ')}${summary.missing > summary.missingNames.length ? ', …' : ''})` : examples;
  if (summary.missing) issues.push(missingNamed ? IMPORT_MSG.mediaMissingNamed(summary.missing, missingNamed.slice(2, -1)) : IMPORT_MSG.mediaMissing(summary.missing));
  if (summary.video?.length) issues.push(ANKI_MSG.videoLeftOut(summary.video.length, summary.video.join(', ')));
  if (summary.unsupported) {
    const types = Object.entries(summary.unsupportedTypes ?? {}).map(([type, n]) => `${n.toLocaleString('en-US')} ${type}`);
    issues.push(types.length ? IMPORT_MSG.mediaUnsupportedNamed(summary.unsupported, types.join(', ')) : IMPORT_MSG.mediaUnsupported(summary.unsupported));
  }
  if (summary.extra) issues.push(IMPORT_MSG.mediaExtra(summary.extra));
  if (summary.tooLarge) issues.push(IMPORT_MSG.mediaTooLarge(summary.tooLarge, megabytes(IMPORT_IMAGE_MAX_BYTES), megabytes(IMPORT_AUDIO_MAX_BYTES)));
  if (summary.unused) issues.push(IMPORT_MSG.mediaUnused(summary.unused));
  const media: NonNullable<ImportPreview['media']> = {
    images: summary.images,
    audio: summary.audio,
    cardsWithMedia: summary.cards,
    message: IMPORT_MSG.mediaLine(summary.images, summary.audio, summary.cards),
    issues,
  };
  if (summary.skipped?.length) {
    media.skippedFiles = summary.skipped.map((file) => ({
      name: file.name,
      bytes: file.bytes,
      reason: (file.kind === 'image' ? IMPORT_MSG.imageTooLarge : IMPORT_MSG.soundTooLarge)(megabytes(file.capBytes)),
    }));
  }
  return media;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Takes the bytes out of the draft's media list (which then serialises to a few dozen bytes a
 * file) and answers them, to be stored beside the cache row.
 */
export function takeDraftMediaBytes(draft: ImportDraft): DraftMediaBytes[] {
  const taken: DraftMediaBytes[] = [];
  draft.media?.forEach((file, idx) => {
    if (!file.bytes) return;
    const sha256 = file.sha256 ?? sha256Hex(file.bytes);
    taken.push({ idx, sha256, mime: file.mime, bytes: file.bytes });
    file.sha256 = sha256;
    delete file.bytes;
  });
  return taken;
}
