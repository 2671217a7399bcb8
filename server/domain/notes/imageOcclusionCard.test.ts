import { describe, expect, it } from 'vitest';
import { OcclusionError, parseOcclusions } from '../../../shared/imageOcclusion.js';
import { IO_MSG } from '../../../shared/messages.js';
import { findXssProblems } from '../../test/xssCheck.js';
import { sanitizeCardHtml } from '../richText/sanitize.js';
import { imageOcclusionCards, occlusionFigure, OcclusionRenderError, svgNumber } from './imageOcclusionCard.js';

// The image occlusion card side (docs/image-occlusion.md), pure: masks drawn from parsed shapes,
// the asked region marked on the question and revealed on the answer, each side passing the one
// allowlist whole, and hostile shapes or fields never reaching the page as markup.

const IMAGE = '<img src="/api/media/pic1" />';
const FIELD = [
  '{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1:oi=1}}<br />',
  '{{c2::image-occlusion:ellipse:left=.5:top=.5:rx=.1:ry=.05:oi=1}}<br />',
  '{{c2::image-occlusion:polygon:left=.6:top=.1:points=.6,.1 .9,.1 .75,.3:oi=1}}<br />',
  '{{c3::image-occlusion:rect:left=.7:top=.7:width=.2:height=.2:oi=1}}<br />',
  '{{c0::image-occlusion:text:left=.05:top=.9:text=&lt;b&gt;Aorta&lt;/b&gt;:scale=1}}<br />',
].join('');
const own = { keepImage: (id: string) => id === 'pic1' };

/** The shapes' classes in order, as the SVG writes them. */
const roles = (html: string) => [...html.matchAll(/<(polygon|ellipse) class="cardcade-io-([a-z]+)"/g)].map((m) => `${m[1]}:${m[2]}`);

describe('svgNumber', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [0.5, '.5'],
    [0.12345, '.1235'],
    [-0.2, '0'],
    [3, '1'],
  ])('%s → %s', (n, out) => expect(svgNumber(n)).toBe(out));
});

describe('image occlusion cards', () => {
  it('makes one card per card number, hide all: every mask on the question, the asked one marked', () => {
    const cards = imageOcclusionCards([FIELD, IMAGE, 'Heart', 'Left side', '']);
    expect(cards.map((c) => c.ord)).toEqual([0, 1, 2]);
    const second = cards[1];
    expect(roles(second.front)).toEqual(['polygon:mask', 'ellipse:asked', 'polygon:asked', 'polygon:mask']);
    // The answer reveals the asked region (outlined) and keeps the others masked, as Anki does.
    expect(roles(second.back)).toEqual(['polygon:mask', 'ellipse:revealed', 'polygon:revealed', 'polygon:mask']);
    expect(second.front).toContain('<title>Hidden region 2 of 3: the one asked</title>');
    expect(second.back).toContain('<title>Revealed region 2 of 3</title>');
    expect(second.front).toContain('<title>Picture with 3 hidden regions; region 2 is asked.</title>');
    expect(second.front.startsWith('<div>Heart</div><div class="cardcade-io"><img src="/api/media/pic1" alt="" /><svg viewBox="0 0 1 1" preserveAspectRatio="none">')).toBe(true);
    expect(second.back.endsWith('</svg></div><div>Left side</div>')).toBe(true);
    expect(second.term).toBe('Heart · Image occlusion 2 of 3');
    // A rectangle is its four corners.
    expect(cards[0].front).toContain('points=".1,.2 .4,.2 .4,.3 .1,.3"');
    expect(cards[0].front).toContain('cx=".6" cy=".55" rx=".1" ry=".05"');
  });

  it('hide one: only the asked region is masked on the question, and revealed on the answer', () => {
    const cards = imageOcclusionCards([FIELD.replace(/:oi=1/g, ''), IMAGE, '', '', '']);
    expect(roles(cards[0].front)).toEqual(['polygon:asked']);
    expect(roles(cards[0].back)).toEqual(['polygon:revealed']);
    expect(cards[0].front.startsWith('<div class="cardcade-io">')).toBe(true);
  });

  it('passes the allowlist whole: the server sanitizer writes it back unchanged (bar the parser\'s case)', () => {
    for (const card of imageOcclusionCards([FIELD, IMAGE, 'Heart', 'Left side', ''])) {
      for (const side of [card.front, card.back]) {
        const stored = sanitizeCardHtml(side, own).html;
        expect(stored).toBe(side.replace('viewBox', 'viewbox').replace('preserveAspectRatio', 'preserveaspectratio'));
        expect(findXssProblems(stored, new Set(['pic1']))).toEqual([]);
      }
    }
  });

  it('writes a label\'s words as text, never as markup', () => {
    const [card] = imageOcclusionCards([FIELD, IMAGE, '', '', '']);
    expect(card.front).toContain('<text class="cardcade-io-label" x=".05" y=".94" font-size=".04">&lt;b&gt;Aorta&lt;/b&gt;</text>');
  });

  it('keeps hostile words in shapes and fields harmless', () => {
    const hostile = [
      '{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1:fill=javascript:alert(1)}}',
      '{{c0::image-occlusion:text:left=.1:top=.1:text=</text><script>alert(1)</script><svg onload=alert(1)>:scale=1}}',
      '{{c1::image-occlusion:polygon:left=0:top=0:points=.1,.1 .2,.2 .3,.1" onload="alert(1)}}',
    ];
    for (const field of hostile) {
      let cards: ReturnType<typeof imageOcclusionCards> = [];
      try {
        cards = imageOcclusionCards([field, '<img src="javascript:alert(1)" onload="alert(1)">', '<script>alert(1)</script>', '', '']);
      } catch (error) {
        expect(error).toBeInstanceOf(OcclusionError);
        continue;
      }
      for (const card of cards) {
        for (const side of [card.front, card.back]) {
          const stored = sanitizeCardHtml(side, own).html;
          expect(findXssProblems(stored, new Set(['pic1']))).toEqual([]);
          expect(stored).not.toMatch(/<script|onload=|javascript:/i);
        }
      }
    }
  });

  it('refuses coordinates outside the picture, and bounds what one note may draw', () => {
    expect(() => imageOcclusionCards(['{{c1::image-occlusion:rect:left=-5:top=.1:width=.1:height=.1}}', IMAGE])).toThrow(IO_MSG.outsideImage('left'));
    // 500 hide-all cards of 500 shapes each would store 250,000 masks: refused.
    const many = Array.from({ length: 500 }, (_, i) => `{{c${i + 1}::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1:oi=1}}`).join('');
    expect(() => imageOcclusionCards([many, IMAGE])).toThrow(OcclusionRenderError);
    expect(() => imageOcclusionCards([many, IMAGE])).toThrow(IO_MSG.tooLarge);
    // 500 shapes of one card (a group) are fine.
    const group = Array.from({ length: 500 }, () => '{{c1::image-occlusion:rect:left=.1:top=.1:width=.1:height=.1:oi=1}}').join('');
    expect(imageOcclusionCards([group, IMAGE])).toHaveLength(1);
    // Polygons with many corners: one side's limit.
    const corners = Array.from({ length: 500 }, (_, i) => `${(0.1 + i / 1000).toFixed(4).slice(1)},.5678`).join(' ');
    const huge = Array.from({ length: 30 }, () => `{{c1::image-occlusion:polygon:left=0:top=0:points=${corners}}}`).join('');
    expect(() => imageOcclusionCards([huge, IMAGE])).toThrow(IO_MSG.tooDetailed);
  });

  it('draws the figure without a picture when none is given', () => {
    const set = parseOcclusions(FIELD);
    expect(occlusionFigure(set, null, 1, 'front').startsWith('<div class="cardcade-io"><svg')).toBe(true);
  });
});
