import type { MouseEvent, PointerEvent } from 'react';
import styles from './CardFace.module.css';

interface SpeakerButtonProps {
  label: string;
  title?: string;
  testId: string;
  /** Sounding now (the button lights up). */
  active: boolean;
  className?: string;
  onClick: (event: MouseEvent) => void;
  /** The icon: a side's recording, or the browser's voice (one more wave). */
  icon: 'recording' | 'voice';
}

const ICONS = {
  recording: (
    <>
      <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  voice: (
    <>
      <path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor" />
      <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11M20.5 4a11 11 0 0 1 0 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
};

/**
 * The speaker button of a side, for its recording (CardSound) and for the browser's voice
 * (ListenButton). It stops the pointer from starting a drag: tiles are draggable.
 */
export function SpeakerButton({ label, title, testId, active, className = '', onClick, icon }: SpeakerButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.play} ${active ? styles.playing : ''} ${className}`}
      aria-label={label}
      title={title}
      onClick={onClick}
      onPointerDown={(event: PointerEvent) => event.stopPropagation()}
      data-testid={testId}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        {ICONS[icon]}
      </svg>
    </button>
  );
}
