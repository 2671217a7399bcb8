import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { Modal } from '../ui/Modal';
import { RichSide, sideHtml } from './RichSide';
import styles from './CardFace.module.css';
import { ListenButton } from './ListenButton';
import { SpeakerButton } from './SpeakerButton';
import { useNoteTypeClass } from './NoteTypeCss';
import type { CardSide } from '../../../../shared/cardSide';
import { CARD_IO_CLASSES } from '../../../../shared/richText';
import { useT } from '../../i18n';
import { namespace as cardFaceNs } from '../../locales/cardFace';

// One card side, wherever it shows (docs/anki-history.md, docs/foundation.md): the games, the card list, the end-screen
// lists. A side is text and, when it has them, a picture and a sound. What each kind of content
// looks like is decided here, once: a new kind (rich HTML, math) is a new branch of SideText,
// SideImage or CardFace below, and every place shows it. A rich side (docs/rich-cards.md: HTML, math)
// is RichSide in the same element the plain text would be in.
//
// Alt text never names the other side (that would read the answer out): an image beside its
// text is decoration (alt ''), an image-only side is 'Picture'.

/** One side of a card (shared/cardSide.ts): text, and the picture, sound and HTML when it has them. */
export type { CardSide };

/**
 * Where the side shows, which decides its markup:
 * - 'tile': a matching tile; the text is fitted to the board (data-fit-text), the picture scaled in;
 * - 'option': inside an answer button (multiple and spatial choice); no sound inside (a button
 *   in a button is invalid), the caller puts a CardSound beside it;
 * - 'prompt': spatial choice's definition; 'question': multiple choice's term, a heading;
 * - 'flashcard': a flip card's side, its text always shown;
 * - 'list': a row of the card list, a fixed-size thumbnail that opens full size;
 * - 'plain': the text alone (the missed-card lists).
 */
export type CardFaceContext = 'tile' | 'option' | 'prompt' | 'question' | 'flashcard' | 'list' | 'plain';

/** The place's own class names for the parts (its CSS module owns the layout). */
export interface CardFaceClasses {
  image?: string;
  /** Added to `image` when the side has no text. */
  imageOnly?: string;
  text?: string;
  /** 'tile': the fitted inner span. */
  textInner?: string;
  /** Wraps the text and the sound in one row. */
  row?: string;
  sound?: string;
}

export interface CardFaceProps {
  side: CardSide;
  context: CardFaceContext;
  classes?: CardFaceClasses;
  textRef?: Ref<HTMLElement>;
  textTestId?: string;
  /** The sound's button name ('Play sound'); the sound is left out when absent. */
  soundLabel?: string;
  /** A new key per card, so a sound still playing never carries over to the next card. */
  soundKey?: string | number;
  /** 'list': what the side is called in names ('Term', 'Definition'). */
  label?: string;
  /**
   * The side's language (docs/study-modes.md): a Listen button reads its text, where the sound would be.
   * Not when the side has its own sound (that plays instead), nor in a tile or an option (the
   * caller puts a ListenButton beside, as with CardSound).
   */
  listen?: { lang: string };
}

/**
 * What a tile or option is called when its side may be only an image. `picture` is the word in
 * the reader's language (`cardFace.picture`); English where no catalog is at hand.
 */
export const sideLabel = (text: string, imageUrl?: string | null, picture = 'Picture') => text || (imageUrl ? picture : '');

export function CardFace({ side, context, classes: given = {}, textRef, textTestId, soundLabel, soundKey, label = '', listen }: CardFaceProps) {
  const { text, audioUrl } = side;
  // The note type's CSS scope (docs/notes.md) goes on the face's text and picture boxes.
  const scope = useNoteTypeClass(side);
  const classes = scope ? { ...given, text: `${given.text ?? ''} ${scope}`.trim(), image: `${given.image ?? ''} ${scope}`.trim() } : given;
  const html = sideHtml(text, side.html);
  // The side's first image is also its imageUrl (docs/rich-cards.md): shown inline, not a second time.
  // An image occlusion picture (docs/image-occlusion.md) keeps its image under its masks: never a thumbnail apart.
  const occlusion = Boolean(html?.includes(`class="${CARD_IO_CLASSES.figure}"`));
  const imageInHtml = Boolean(html && side.imageUrl && html.includes(`src="${side.imageUrl}"`));
  const imageUrl = imageInHtml ? null : side.imageUrl;
  if (context === 'plain') {
    if (html) return <RichSide html={html} as="span" className={`${styles.inline} ${scope}`.trim()} inertLinks />;
    // Isolated, so a card in another script keeps its own order inside a sentence of the page's.
    return <bdi className={scope || undefined}>{text}</bdi>;
  }
  const listenButton = listen && !audioUrl && context !== 'tile' && context !== 'option' && <ListenButton text={text} lang={listen.lang} className={classes.sound} />;
  // The list keeps its fixed-size thumbnail for the side's first image (it opens full size); the
  // same image is then left out of the HTML shown beside it.
  if (context === 'list' && occlusion) return <ListFace side={{ ...side, imageUrl: null }} html={html} omitImage={null} className={classes.text ?? ''} label={label} listenButton={listenButton} />;
  if (context === 'list') return <ListFace side={side} html={html} omitImage={imageInHtml ? side.imageUrl : null} className={classes.text ?? ''} label={label} listenButton={listenButton} />;

  let image: ReactNode = null;
  if (imageUrl && context === 'flashcard') image = <img className={classes.image} src={imageUrl} alt="" />;
  else if (imageUrl) {
    const Box = context === 'tile' || context === 'option' ? 'span' : 'div';
    image = (
      <Box className={`${classes.image ?? ''} ${text || !classes.imageOnly ? '' : classes.imageOnly}`}>
        <SideImage url={imageUrl} text={text} />
      </Box>
    );
  }
  const showText = Boolean(text) || Boolean(html) || !imageUrl || context === 'flashcard';
  const textPart = showText && <SideText text={text} html={html} context={context} classes={classes} textRef={textRef} testId={textTestId} />;
  const sound = (audioUrl && soundLabel !== undefined && <CardSound key={soundKey} url={audioUrl} label={soundLabel} className={classes.sound} />) || listenButton;
  return (
    <>
      {image}
      {classes.row ? (
        <div className={classes.row}>
          {textPart}
          {sound}
        </div>
      ) : (
        <>
          {textPart}
          {sound}
        </>
      )}
    </>
  );
}

// A side's text is the learner's, in any script: dir="auto" lets its own first letter set its
// direction, so a Russian card reads left to right on an Arabic page (its full stop stays at its end).
//
// Cards carry no language. Korean is the one script whose line breaking the text itself shows a
// need for: it separates words by spaces but browsers break between any two syllables, so a tile
// split "정말" across lines. Marked lang="ko", CSS keeps its words whole (word-break: keep-all).
const HANGUL = /\p{Script=Hangul}/u;

interface SideTextProps {
  text: string;
  html: string | null;
  context: CardFaceContext;
  classes: CardFaceClasses;
  textRef?: Ref<HTMLElement>;
  testId?: string;
}

/** The side's text in the element its context asks for. */
function SideText({ text, html, context, classes, textRef, testId }: SideTextProps) {
  if (html) return <RichText html={html} text={text} context={context} classes={classes} textRef={textRef} testId={testId} />;
  switch (context) {
    case 'tile':
      // The board fits one font size to every [data-fit-text] at once; the inner span is measured.
      return (
        <span className={classes.text} data-fit-text>
          <span className={classes.textInner} lang={HANGUL.test(text) ? 'ko' : undefined} dir="auto">
            {text}
          </span>
        </span>
      );
    case 'question':
      return (
        <h2 className={classes.text} dir="auto">
          {text}
        </h2>
      );
    case 'option':
      return (
        <span className={classes.text} dir="auto">
          {text}
        </span>
      );
    default:
      return (
        <p ref={textRef as Ref<HTMLParagraphElement>} className={classes.text} data-testid={testId} dir="auto">
          {text}
        </p>
      );
  }
}

/**
 * A rich side in its context's element. Blocks (lists, tables, paragraphs) may be inside, so
 * what is a <p> or <h2> for plain text is a div here (a heading by role for the question).
 */
function RichText({ html, text, context, classes, textRef, testId }: SideTextProps & { html: string }) {
  const lang = HANGUL.test(text) ? 'ko' : undefined;
  switch (context) {
    case 'tile':
      return (
        <span className={classes.text} data-fit-text>
          <RichSide html={html} as="span" className={`${classes.textInner ?? ''} ${styles.fitted}`} lang={lang} inertLinks />
        </span>
      );
    case 'question':
      return <RichSide html={html} className={classes.text} role="heading" ariaLevel={2} elementRef={textRef} testId={testId} />;
    case 'option':
      return <RichSide html={html} as="span" className={`${classes.text ?? ''} ${styles.block}`} inertLinks />;
    default:
      return <RichSide html={html} className={classes.text} elementRef={textRef} testId={testId} />;
  }
}

/** A picture scaled to fit whatever box the place gives it; never larger than the picture itself. */
export function SideImage({ url, text, className = '' }: { url: string; text: string; className?: string }) {
  const t = useT(cardFaceNs);
  return <img src={url} alt={text ? '' : t('cardFace.picture')} className={`${styles.image} ${className}`} draggable={false} decoding="async" />;
}

/**
 * A keyboard-reachable button that plays a side's sound. Never inside another button (invalid
 * HTML): in a tile or an option, the caller puts it beside. It stops the pointer from starting a drag.
 */
export function CardSound({ url, label, className = '' }: { url: string; label?: string; className?: string }) {
  const t = useT(cardFaceNs);
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [url],
  );
  const play = (event: MouseEvent) => {
    event.stopPropagation();
    if (!audio.current) {
      audio.current = new Audio(url);
      audio.current.addEventListener('ended', () => setPlaying(false));
      audio.current.addEventListener('pause', () => setPlaying(false));
    }
    audio.current.currentTime = 0;
    setPlaying(true);
    void audio.current.play()?.catch(() => setPlaying(false));
  };
  return (
    <SpeakerButton
      label={label ?? t('cardFace.playSound')}
      testId="play-sound"
      active={playing}
      className={className}
      onClick={play}
      icon="recording"
    />
  );
}

/** One side in the card list: a fixed-size lazy thumbnail (no layout shift), a sound button, the text. */
interface ListFaceProps {
  side: CardSide;
  html: string | null;
  /** The thumbnail's image when the HTML holds it too: not shown twice. */
  omitImage?: string | null;
  className: string;
  label: string;
  listenButton?: ReactNode;
}

function ListFace({ side: { text, imageUrl, audioUrl }, html, omitImage, className, label, listenButton }: ListFaceProps) {
  const t = useT(cardFaceNs);
  const side = label.toLowerCase();
  if (!imageUrl && !audioUrl && !listenButton)
    return html ? (
      <RichSide html={html} className={className} />
    ) : (
      <div className={className} dir="auto">
        {text}
      </div>
    );
  return (
    <div className={`${className} ${styles.side}`}>
      {imageUrl && <Thumbnail url={imageUrl} alt={text ? t('cardFace.listImage', { side: label, text }) : t('cardFace.listImageNoText', { side: label })} />}
      {audioUrl && <ListSound url={audioUrl} label={text ? t('cardFace.listSound', { side, text }) : t('cardFace.listSoundNoText', { side })} />}
      {listenButton}
      {html ? (
        <RichSide html={html} className={styles.sideText} omitImage={omitImage} />
      ) : (
        text && (
          <span className={styles.sideText} dir="auto">
            {text}
          </span>
        )
      )}
    </div>
  );
}

const THUMB_PX = 88;

/**
 * The whole picture, scaled into a fixed box (never cropped), as a button that opens it full
 * size in a dialog: Escape or Close shuts it and focus returns to the thumbnail (issue #29).
 */
function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const t = useT(cardFaceNs);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.thumbButton} onClick={() => setOpen(true)} aria-label={t('cardFace.viewFull', { alt })} aria-haspopup="dialog">
        <img className={styles.thumb} src={url} alt="" width={THUMB_PX} height={THUMB_PX} loading="lazy" decoding="async" />
      </button>
      <Modal open={open} title={alt} onClose={() => setOpen(false)} size="wide">
        <img className={styles.fullImage} src={url} alt={alt} />
      </Modal>
    </>
  );
}

/** The list's compact sound button: ▶, ■ while it plays. */
function ListSound({ url, label }: { url: string; label: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <button
      type="button"
      className={`btn btn-secondary btn-sm ${styles.listPlay}`}
      aria-label={label}
      title={label}
      onClick={() => {
        const audio = new Audio(url);
        setPlaying(true);
        audio.onended = () => setPlaying(false);
        audio.onerror = () => setPlaying(false);
        void audio.play().catch(() => setPlaying(false));
      }}
    >
      <span aria-hidden="true">{playing ? '■' : '▶'}</span>
    </button>
  );
}
