import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { cancelSpeech, speak, useCanSpeak } from '../../lib/speech';
import faceStyles from './CardFace.module.css';
import styles from './ListenButton.module.css';

// The speaker button of a side with a language (DESIGN §19): reads the side's text with the
// browser's voice for that language. Absent when the browser has no such voice, or nothing to
// read; a side with its own recording shows CardSound instead (CardFace decides). Like CardSound,
// never put it inside another button: in a tile or an option the caller puts it beside.

export interface ListenButtonProps {
  /** The side's plain text: what is read. */
  text: string;
  /** A BCP 47 tag ('ko-KR'). */
  lang: string;
  className?: string;
}

export function ListenButton({ text, lang, className = '' }: ListenButtonProps) {
  const speakable = useCanSpeak(lang);
  const [speaking, setSpeaking] = useState(false);
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);
  // The next card (new text) or leaving the screen stops this side's reading.
  useEffect(
    () => () => {
      cancelSpeech(utterance.current);
      utterance.current = null;
      setSpeaking(false);
    },
    [text, lang],
  );
  if (!speakable || !text.trim()) return null;

  const listen = (event: MouseEvent) => {
    // In a tile or beside an option: a click here is not an answer.
    event.stopPropagation();
    const spoken = speak(text, lang);
    utterance.current = spoken;
    if (!spoken) return;
    setSpeaking(true);
    const stop = () => {
      if (utterance.current === spoken) setSpeaking(false);
    };
    spoken.addEventListener('end', stop);
    spoken.addEventListener('error', stop);
  };
  return (
    <button
      type="button"
      className={`${faceStyles.play} ${styles.listen} ${speaking ? faceStyles.playing : ''} ${className}`}
      aria-label="Listen"
      title="Listen"
      onClick={listen}
      onPointerDown={(event: PointerEvent) => event.stopPropagation()}
      data-testid="listen"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor" />
        <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11M20.5 4a11 11 0 0 1 0 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** CardFace's `listen` prop from an item's optional language: `listen={listenTo(item.lang)}`. */
export const listenTo = (lang: string | null | undefined) => (lang ? { lang } : undefined);
