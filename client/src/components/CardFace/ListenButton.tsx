import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useT } from '../../i18n';
import { cancelSpeech, speak, useCanSpeak } from '../../lib/speech';
import { namespace as cardFace } from '../../locales/cardFace';
import styles from './ListenButton.module.css';
import { SpeakerButton } from './SpeakerButton';

// The speaker button of a side with a language (docs/study-modes.md): reads the side's text with the
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
  const t = useT(cardFace);
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
    <SpeakerButton
      label={t('cardFace.listen')}
      title={t('cardFace.listen')}
      testId="listen"
      active={speaking}
      className={`${styles.listen} ${className}`}
      onClick={listen}
      icon="voice"
    />
  );
}

/** CardFace's `listen` prop from an item's optional language: `listen={listenTo(item.lang)}`. */
export const listenTo = (lang: string | null | undefined) => (lang ? { lang } : undefined);
