import { describe, expect, it } from 'vitest';
import { OcclusionError, occlusionOrdinals, parseOcclusions, serializeOcclusions } from './imageOcclusion.js';

// Anki's own output (ts/routes/image-occlusion/shapes/to-cloze.test.ts in Anki's source).
const ANKI = [
  '{{c1::image-occlusion:rect:left=.3734:top=.2508:width=.3858:height=.2429:oi=1}}<br>',
  '{{c1::image-occlusion:ellipse:left=.1734:top=.1508:rx=.1929:ry=.1214:oi=1}}<br>',
  '{{c2::image-occlusion:polygon:left=.3734:top=.2508:points=.0000,.0000 .3858,.0109 .0093,.2429:oi=1}}<br>',
].join('');

describe('image occlusion field', () => {
  it('reads Anki shapes and writes them back the same', () => {
    const set = parseOcclusions(ANKI);
    expect(set.hideAllGuessOne).toBe(true);
    expect(set.occlusions.map((o) => [o.ordinal, o.shape])).toEqual([[1, 'rect'], [1, 'ellipse'], [2, 'polygon']]);
    expect(set.occlusions[2].points).toEqual([{ x: 0, y: 0 }, { x: 0.3858, y: 0.0109 }, { x: 0.0093, y: 0.2429 }]);
    expect(occlusionOrdinals(set)).toEqual([1, 2]);
    expect(serializeOcclusions(set)).toBe(ANKI);
  });

  it('keeps an escaped colon in a label', () => {
    const set = parseOcclusions('{{c0::image-occlusion:text:left=.1:top=.1:text=Ratio 1\\:2:scale=1}}');
    expect(set.occlusions[0].text).toBe('Ratio 1:2');
    expect(parseOcclusions(serializeOcclusions(set)).occlusions[0].text).toBe('Ratio 1:2');
  });

  it.each([
    ['{{c1::image-occlusion:rect:left=2:top=.1:width=.1:height=.1}}', 'outside the image'],
    ['{{c1::image-occlusion:rect:left=x:top=.1:width=.1:height=.1}}', 'not a number'],
    ['{{c9999::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1}}', 'out of range'],
    ['{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1}}'.repeat(501), 'at most 500 shapes'],
    [`{{c1::image-occlusion:polygon:left=0:top=0:points=${'.1,.1 '.repeat(501)}}}`, 'at most 500 corners'],
    ['x'.repeat(200_001), 'too long'],
  ])('refuses %#', (field, message) => {
    expect(() => parseOcclusions(field)).toThrow(OcclusionError);
    expect(() => parseOcclusions(field)).toThrow(message);
  });
});
