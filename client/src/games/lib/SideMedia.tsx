import { useEffect, useRef, useState, type PointerEvent, type MouseEvent } from 'react';
import styles from './SideMedia.module.css';

// A card side's picture and sound inside the games (DESIGN §12, docs/anki-history.md).
// Alt text never names the other side (that would read the answer out): an image beside its
// text is decoration (alt ''), an image-only side is 'Picture'.

/** What a tile or option is called when its side may be only an image. */
export const sideLabel = (text: string, imageUrl?: string) => text || (imageUrl ? 'Picture' : '');

export function SideImage({ url, text, className = '' }: { url: string; text: string; className?: string }) {
  return <img src={url} alt={text ? '' : 'Picture'} className={`${styles.image} ${className}`} draggable={false} decoding="async" />;
}

/**
 * A keyboard-reachable button that plays the side's sound. Never inside another button (invalid
 * HTML): callers put it beside the tile or option. It stops the pointer from starting a drag.
 */
export function PlayButton({ url, label = 'Play sound', className = '' }: { url: string; label?: string; className?: string }) {
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
    <button
      type="button"
      className={`${styles.play} ${playing ? styles.playing : ''} ${className}`}
      aria-label={label}
      onClick={play}
      onPointerDown={(event: PointerEvent) => event.stopPropagation()}
      data-testid="play-sound"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
