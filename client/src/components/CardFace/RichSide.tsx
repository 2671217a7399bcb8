import { useCallback, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { CARD_HINT_CLASS } from '../../../../shared/richText';
import { escapeHtml, sanitizeCardHtml } from '../../lib/richText/sanitize';
import { hasMath } from '../../lib/richText/math';
import { useTypesetter } from '../../lib/richText/useTypeset';
import { useNearViewport } from '../../lib/useNearViewport';
import { useT } from '../../i18n';
import { namespace as cardFace } from '../../locales/cardFace';
import styles from './CardFace.module.css';

// A rich side's content (docs/rich-cards.md): the server's sanitized HTML, sanitized again here by the
// same allowlist (DOMPurify), put in the page, then its math typeset by KaTeX once that has
// loaded. React owns only the element; its children are the HTML's, so typesetting them in
// place never fights React (it re-sets them only when the HTML itself changes).

/** Fired (bubbling) on a side's element after its math was typeset: a box that fits text to its size measures again. */
export const TYPESET_EVENT = 'cardface:typeset';

/**
 * An Anki `{{hint:Field}}` (issue 30) is a span of CARD_HINT_CLASS: hidden behind a "Show hint"
 * button, as Anki shows a link. The click reveals it in place and moves focus to it; it never
 * reaches the card (a flip card would turn, a tile would be picked).
 */
function hideHints(element: HTMLElement, label: string) {
  for (const span of element.querySelectorAll<HTMLElement>(`span.${CARD_HINT_CLASS}`)) {
    if (span.previousElementSibling?.classList.contains(styles.hintButton)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles.hintButton;
    button.textContent = label;
    button.setAttribute('aria-expanded', 'false');
    span.hidden = true;
    span.tabIndex = -1;
    const stop = (event: Event) => event.stopPropagation();
    button.addEventListener('pointerdown', stop);
    button.addEventListener('keydown', stop);
    button.addEventListener('click', (event) => {
      event.stopPropagation();
      span.hidden = false;
      button.remove();
      span.focus();
    });
    span.before(button);
  }
}

/** The HTML a side shows: its own when rich; a plain side's text escaped, when it has math to typeset; else null (plain text). */
export function sideHtml(text: string, html: string | null | undefined): string | null {
  if (html) return html;
  return hasMath(text) ? escapeHtml(text) : null;
}

interface RichSideProps {
  html: string;
  as?: 'div' | 'span' | 'p';
  className?: string;
  elementRef?: Ref<HTMLElement>;
  testId?: string;
  lang?: string;
  role?: string;
  ariaLevel?: number;
  /**
   * Inside a button (a tile, an answer, a clue) a link would be a control in a control: invalid,
   * and a click would open the page instead of answering. Its href goes; its text stays.
   */
  inertLinks?: boolean;
  /** An image shown apart (the card list's thumbnail): its first copy in the HTML is left out. */
  omitImage?: string | null;
}

export function RichSide({ html, as: Tag = 'div', className = '', elementRef, testId, lang, role, ariaLevel, inertLinks = false, omitImage = null }: RichSideProps) {
  const t = useT(cardFace);
  const showHint = t('cardFace.showHint');
  const clean = useMemo(() => sanitizeCardHtml(html), [html]);
  // KaTeX is fetched when a side with math comes near the screen: a deck page whose formulas
  // are all further down (a phone shows the card list below the stats) does not pay for it up
  // front (issue 26 figures: Lighthouse mobile TBT).
  const [nearRef, near] = useNearViewport<HTMLElement>('400px');
  const typesetter = useTypesetter(useMemo(() => hasMath(clean), [clean]), near);
  const own = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      own.current = element;
      nearRef(element);
      if (typeof elementRef === 'function') elementRef(element);
      else if (elementRef) elementRef.current = element;
    },
    [elementRef, nearRef],
  );
  useLayoutEffect(() => {
    if (inertLinks) for (const link of own.current?.querySelectorAll('a[href]') ?? []) link.removeAttribute('href');
    // Inside a button a reveal button would be a control in a control: the hint just shows, muted.
    else if (own.current) hideHints(own.current, showHint);
    if (omitImage) [...(own.current?.querySelectorAll('img') ?? [])].find((img) => img.getAttribute('src') === omitImage)?.remove();
  }, [clean, inertLinks, omitImage, showHint]);
  // A layout effect: the formulas are set before the paint, and before a parent's layout effect
  // (the matching board's fit) measures them on the first render after KaTeX loaded.
  useLayoutEffect(() => {
    const element = own.current;
    if (!element || !typesetter) return;
    if (typesetter.typesetElement(element) > 0 || element.querySelector('.card-math-error')) {
      element.dispatchEvent(new CustomEvent(TYPESET_EVENT, { bubbles: true }));
    }
  }, [clean, typesetter]);
  return (
    <Tag
      ref={setRef}
      className={`${styles.rich} ${className}`}
      data-testid={testId}
      data-rich=""
      // The learner's own HTML, in any script: its first letter sets its direction (CardFace.tsx).
      dir="auto"
      lang={lang}
      role={role}
      aria-level={ariaLevel}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
