import { Link } from 'wouter';
import { languageName } from '../../features/decks/languages';
import { noVoiceMessage, useUnspokenLanguages, voiceHelp } from '../../lib/speech';
import styles from './ListenButton.module.css';

/**
 * Says why a deck's Listen buttons are missing (issue 48): the browser has no voice for a side's
 * language. Names the language and where this device gets one; nothing when every language can
 * be read aloud (or the deck has none).
 */
export function NoVoiceNote({ languages, className = '' }: { languages: readonly (string | null | undefined)[]; className?: string }) {
  const missing = useUnspokenLanguages(languages);
  const message = noVoiceMessage(missing.map(languageName));
  if (!message) return null;
  return (
    <p className={`${styles.noVoice} ${className}`} role="note" data-testid="no-voice">
      <span>{message}</span> <span>{voiceHelp(navigator.userAgent)}</span>{' '}
      <Link href="/help#listening">Read aloud in the guide</Link>
    </p>
  );
}
