import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installSpeechStub, type SpeechStub } from '../../test/speechStub';
import { noVoiceMessage, voiceHelp } from '../../lib/speech';
import { NoVoiceNote } from './NoVoiceNote';

// Issue 48 point 11: a deck whose language the browser cannot speak said nothing (Listen simply
// vanished). The note names the language and where to get a voice.

let stub: SpeechStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
});

describe('voiceHelp', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', /iPhone or iPad: Settings › Accessibility › Spoken Content/],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', /On Android: .*Text-to-speech/],
    ['Mozilla/5.0 (X11; CrOS x86_64 15633.0.0)', /Chromebook/],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', /On Windows: Settings › Time & language › Speech/],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', /On a Mac: System Settings › Accessibility › Spoken Content/],
    ['Mozilla/5.0 (X11; Linux x86_64)', /On Linux: .*espeak-ng/],
    ['curl/8', /speech or accessibility settings/],
  ])('%s', (agent, expected) => {
    expect(voiceHelp(agent)).toMatch(expected);
  });
});

describe('noVoiceMessage', () => {
  it.each([
    [[], null],
    [['Korean'], 'Listen is off for Korean: this browser has no Korean voice to read the cards with.'],
    [['Korean', 'Thai'], 'Listen is off for Korean and Thai: this browser has no Korean and Thai voice to read the cards with.'],
  ])('%j', (names, expected) => {
    expect(noVoiceMessage(names)).toBe(expected);
  });
});

describe('NoVoiceNote', () => {
  it('names the language without a voice once the voices are in, and says nothing for one with a voice', () => {
    stub = installSpeechStub([]);
    render(<NoVoiceNote languages={['ko-KR', 'en-US', null]} />);
    expect(screen.queryByTestId('no-voice')).toBeNull(); // the list is still loading
    act(() => stub!.setVoices(['en-US']));
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Listen is off for Korean (South Korea)');
    expect(note.textContent).not.toContain('English');
    expect(screen.getByRole('link', { name: 'Read aloud in the guide' }).getAttribute('href')).toBe('/help#listening');
    act(() => stub!.setVoices(['en-US', 'ko-KR']));
    expect(screen.queryByTestId('no-voice')).toBeNull();
  });
});
