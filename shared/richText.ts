// Rich card sides (DESIGN §18): the limits both the card form and the server apply. The server's
// sanitizer (server/domain/richText/sanitize.ts) is the one that enforces them.

/** The longest sanitized side, in characters; longer → 400 CARD_HTML_TOO_LONG. */
export const CARD_HTML_MAX_CHARS = 20_000;
/**
 * The longest HTML accepted before sanitizing: three times the output limit, room for markup the
 * allowlist drops; it also bounds the sanitizer's work (docs/rich-cards.md). Longer → 400.
 */
export const CARD_HTML_MAX_INPUT_CHARS = 3 * CARD_HTML_MAX_CHARS;
export const CARD_HTML_TOO_LONG = 'Card text is too long.';
