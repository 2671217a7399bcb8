import { describe, expect, it } from 'vitest';
import { isAudioMime, isImageMime, isVideo, sniffMediaMime } from './media.js';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffMediaMime', () => {
  it.each([
    ['png', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'image/png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'image/jpeg'],
    ['gif87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['gif89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
    ['ogg', bytes('OggS', [0, 2]), 'audio/ogg'],
    ['mp3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    ['mp3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ['m4a', bytes([0, 0, 0, 32], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4'],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), null],
    ['svg after xml prolog', bytes('<?xml version="1.0"?><svg/>'), null],
    ['html', bytes('<!DOCTYPE html><html><script>alert(1)</script>'), null],
    ['html named png (text)', bytes('\x89PNG but really text'), null],
    ['riff of another kind', bytes('RIFF', [0, 0, 0, 0], 'AVI '), null],
    ['reserved mpeg layer', bytes([0xff, 0xf9, 0x90]), null],
    ['mp4 of an unknown brand', bytes([0, 0, 0, 32], 'ftypqt  '), null],
    // Issue 41: MP4 video shares its brands with M4A; its video track (hdlr 'vide' in moov) decides.
    ['mp4 video, moov after mdat', bytes([0, 0, 0, 16], 'ftypisom', [0, 0, 2, 0], [0, 0, 0, 12], 'mdat', [1, 2, 3, 4], [0, 0, 0, 40], 'moov', [0, 0, 0, 32], 'hdlr', [0, 0, 0, 0], [0, 0, 0, 0], 'vide', [0, 0, 0, 0, 0, 0, 0, 0]), null],
    ['mp4 sound, soun track', bytes([0, 0, 0, 16], 'ftypisom', [0, 0, 2, 0], [0, 0, 0, 40], 'moov', [0, 0, 0, 32], 'hdlr', [0, 0, 0, 0], [0, 0, 0, 0], 'soun', [0, 0, 0, 0, 0, 0, 0, 0]), 'audio/mp4'],
    ['webm', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f], 'B'), null],
    ['pdf', bytes('%PDF-1.7'), null],
    ['empty', bytes(), null],
    ['truncated png', bytes([0x89], 'PN'), null],
  ])('%s', (_name, input, expected) => {
    expect(sniffMediaMime(input)).toBe(expected);
  });

  it('splits kept types into images and audio', () => {
    expect(isImageMime('image/webp')).toBe(true);
    expect(isImageMime('audio/ogg')).toBe(false);
    expect(isAudioMime('audio/mp4')).toBe(true);
    expect(isAudioMime('image/svg+xml')).toBe(false);
  });
});

describe('isVideo', () => {
  it('a box whose size is below its header ends the walk (hostile sizes)', () => {
    expect(isVideo(bytes([0, 0, 0, 16], 'ftypisom', [0, 0, 0, 0], [0, 0, 0, 4], 'moov'))).toBe(false);
    expect(isVideo(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
  });
});
