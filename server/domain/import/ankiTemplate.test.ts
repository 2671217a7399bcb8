import { describe, expect, it } from 'vitest';
import { fieldIsEmpty, furigana, hiddenClasses, OUTPUT_MAX, parseTemplate, renderCard, stripTags, TEMPLATE_LIMITS, TemplateError, withoutHiddenElements } from './ankiTemplate.js';

// Cases from Anki's manual (docs.ankiweb.net/templates/fields.html, generation.html).

const BASIC = ['Front', 'Back'];
const card = (qfmt: string, afmt: string, fields: string[], names = BASIC, clozeNumber: number | null = null) =>
  renderCard(parseTemplate(qfmt, names, 'Test'), parseTemplate(afmt, names, 'Test'), { fields, clozeNumber, tags: 'tag1 tag2', noteType: 'Basic', deck: 'A::B', card: 'Card 1' });

describe('Anki templates: fields and the answer side', () => {
  it.each([
    ['{{Front}}', '{{FrontSide}}<hr id=answer>{{Back}}', ['Paris', 'France'], 'Paris', 'France'],
    ['{{Front}}', '{{FrontSide}}\n\n<hr id="answer">\n\n{{Back}}', ['a', 'b'], 'a', 'b'],
    ['{{Front}}\n<br>\nis it', '{{Back}}', ['a\nb', 'c'], 'a\nb <br> is it', 'c'],
    ['{{Front}}', '{{Back}}', ['a', 'b'], 'a', 'b'],
    ['{{Front}}', '{{FrontSide}} — {{Back}}', ['a', 'b'], 'a', '— b'],
    ['<div>{{Front}}</div>', 'Before {{FrontSide}}<HR ID=answer/>{{Back}}', ['a', 'b'], '<div>a</div>', 'Before b'],
    ['{{ Front }}', '{{FrontSide}}<hr id=answer>{{Tags}} {{Type}} {{Deck}} {{Subdeck}} {{Card}}', ['a', 'b'], 'a', 'tag1 tag2 Basic A::B B Card 1'],
  ])('%s / %s', (qfmt, afmt, fields, front, back) => {
    const rendered = card(qfmt, afmt, fields);
    expect(rendered.front).toBe(front);
    expect(rendered.back).toBe(back);
    expect(rendered.exists).toBe(true);
  });

  it('conditionals show or hide a section by whether the field has content', () => {
    const names = ['Front', 'Back', 'Extra'];
    const afmt = '{{Back}}{{#Extra}}<br>Extra: {{Extra}}{{/Extra}}{{^Extra}} (no extra){{/Extra}}';
    expect(card('{{Front}}', afmt, ['a', 'b', 'x'], names).back).toBe('b<br>Extra: x');
    expect(card('{{Front}}', afmt, ['a', 'b', ''], names).back).toBe('b (no extra)');
    // <br>, <div> and spaces alone are empty, as Anki counts them.
    expect(card('{{Front}}', afmt, ['a', 'b', ' <br/><div></div>&nbsp;'], names).back).toBe('b (no extra)');
    // Nested sections.
    expect(card('{{#Front}}{{#Back}}both{{/Back}}{{/Front}}', '', ['a', 'b'], BASIC).front).toBe('both');
    expect(card('{{#Front}}{{#Back}}both{{/Back}}{{/Front}}', '', ['a', ''], BASIC).front).toBe('');
  });

  it('makes no card whose front shows no field with content (optional reversed, empty front)', () => {
    const names = ['Front', 'Back', 'Add Reverse'];
    const reverse = card('{{#Add Reverse}}{{Back}}{{/Add Reverse}}', '{{FrontSide}}<hr id=answer>{{Front}}', ['a', 'b', ''], names);
    expect(reverse.exists).toBe(false);
    expect(card('{{#Add Reverse}}{{Back}}{{/Add Reverse}}', '{{FrontSide}}<hr id=answer>{{Front}}', ['a', 'b', 'y'], names)).toMatchObject({ exists: true, front: 'b', back: 'a' });
    expect(card('Question: {{Front}}', '{{Back}}', ['', 'b']).exists).toBe(false);
    // Static text alone is no card either.
    expect(card('Static', '{{Back}}', ['a', 'b']).exists).toBe(false);
  });

  it('cloze: one card per number, the front asks for its deletions, the back shows the text with them marked', () => {
    const names = ['Text', 'Back Extra'];
    const text = 'The {{c1::capital}} of {{c2::France::country}} is Paris';
    const qfmt = '{{cloze:Text}}';
    const afmt = '{{cloze:Text}}<br>{{Back Extra}}';
    expect(card(qfmt, afmt, [text, 'extra'], names, 1)).toMatchObject({ front: 'The [...] of France is Paris', back: 'The [capital] of France is Paris<br>extra', exists: true });
    expect(card(qfmt, afmt, [text, ''], names, 2).front).toBe('The capital of [country] is Paris');
    // A number the text lacks is a card Anki would not make.
    expect(card(qfmt, afmt, [text, ''], names, 3).exists).toBe(false);
  });

  // Issue 41: Anki's cloze filter renders nothing for a field without this card's number.
  it('cloze: a field without a deletion of this number shows nothing (Cloze Overlapper, one field per line)', () => {
    const names = ['Text1', 'Text2', 'Full'];
    const qfmt = '{{cloze:Text1}}|{{cloze:Text2}}|{{cloze:Full}}';
    const fields = ['{{c1::one}} ...', 'one {{c2::two}}', '{{c3::one}} {{c3::two}}'];
    expect(card(qfmt, qfmt, fields, names, 1)).toMatchObject({ front: '[...] ...||', back: '[one] ...||', exists: true });
    expect(card(qfmt, qfmt, fields, names, 2)).toMatchObject({ front: '|one [...]|', back: '|one [two]|', exists: true });
    expect(card(qfmt, qfmt, fields, names, 3).front).toBe('||[...] [...]');
    expect(card(qfmt, qfmt, fields, names, 4).exists).toBe(false);
  });

  it('cloze: {{#c2}} is true on card 2 only; a card reading its deletion only through type: still exists', () => {
    const names = ['Text1', 'Text2'];
    const afmt = '{{#c1}}first: {{cloze:Text1}}{{/c1}}{{#c2}}second: {{cloze:Text2}}{{/c2}}';
    const fields = ['Yo {{c1::como}}.', 'Tu {{c2::comes}}.'];
    expect(card('{{cloze:Text1}}{{cloze:Text2}}', afmt, fields, names, 2)).toMatchObject({ front: 'Tu [...].', back: 'second: Tu [comes].' });
    expect(parseTemplate(afmt, names, 'T').unsupported).toEqual([]);
    expect(card('Type: {{type:cloze:Text1}}', 'x', fields, names, 1).exists).toBe(true);
  });

  it('type: shows nothing; text: and tts strip tags; hint: is a marked reveal span', () => {
    expect(card('{{Front}}{{type:Back}}', '{{Back}}', ['a', 'b']).front).toBe('a');
    expect(card('{{text:Front}}', '{{Back}}', ['<b>bold</b> a', 'b']).front).toBe('bold a');
    expect(card('{{tts en_US voices=Apple_Samantha:Front}}', '{{Back}}', ['<i>hello</i>', 'b']).front).toBe('hello');
    expect(card('{{Front}}', '{{hint:Back}}', ['a', 'b']).back).toBe('<span class="cardcade-hint">b</span>');
    expect(card('{{Front}}', '{{hint:Back}}', ['a', '']).back).toBe('');
  });

  it('furigana, kana and kanji', () => {
    expect(furigana('日本[にほん] 語[ご]', 'ruby')).toBe('<ruby>日本<rt>にほん</rt></ruby><ruby>語<rt>ご</rt></ruby>');
    expect(furigana('日本[にほん] 語[ご]', 'kana')).toBe('にほんご');
    expect(furigana('日本[にほん] 語[ご]', 'kanji')).toBe('日本語');
    expect(furigana('a [sound:x.mp3]', 'ruby')).toBe('a [sound:x.mp3]');
    expect(card('{{furigana:Front}}', '{{kana:Front}}', ['漢字[かんじ]', 'b']).front).toBe('<ruby>漢字<rt>かんじ</rt></ruby>');
  });

  it('counts unknown filters and fields as unsupported, and shows the field text for an unknown filter', () => {
    const parsed = parseTemplate('{{Front}} {{upper:Front}} {{Missing}} {{#Nope}}x{{/Nope}}', BASIC, 'T');
    expect(parsed.unsupported).toEqual(['{{upper:Front}}', '{{Missing}}', '{{#Nope}}']);
    expect(card('{{upper:Front}}', '', ['<b>a</b>', 'b']).front).toBe('a');
    // A field named like a filter is just a field.
    expect(card('{{text}} {{text:text}}', '', ['<i>x</i>'], ['text']).front).toBe('<i>x</i> x');
  });

  it('tells which fields a template shows (conditionals and type: do not count)', () => {
    const parsed = parseTemplate('{{#Back}}{{Front}}{{/Back}}{{type:Back}}', BASIC, 'T');
    expect([...parsed.shownFields]).toEqual([0]);
  });

  it('fieldIsEmpty and stripTags', () => {
    expect(fieldIsEmpty('')).toBe(true);
    expect(fieldIsEmpty('<br><div> </div>\u200b')).toBe(true);
    expect(fieldIsEmpty('<img src=a.png>')).toBe(false);
    expect(stripTags('a<b>b</b><c')).toBe('ab');
  });
});

describe('hostile templates', () => {
  it('refuses templates over the limits with a clear error', () => {
    expect(() => parseTemplate('x'.repeat(TEMPLATE_LIMITS.templateChars + 1), BASIC, 'Evil')).toThrow(TemplateError);
    expect(() => parseTemplate('{{#Front}}'.repeat(TEMPLATE_LIMITS.depth + 1), BASIC, 'Evil')).toThrow(/nested more than 20 deep/);
    expect(() => parseTemplate('{{Front}}'.repeat(TEMPLATE_LIMITS.tags + 1), BASIC, 'Evil')).toThrow(/more than 1,000/);
  });

  it('a {{ flood, unclosed sections and stray closes render linearly', () => {
    const flood = '{{'.repeat(40_000);
    const parsed = parseTemplate(flood, BASIC, 'Evil');
    expect(parsed.steps).toEqual([{ kind: 'text', text: flood }]);
    const braces = parseTemplate(`{{${'x'.repeat(5_000)}}}`.repeat(10), BASIC, 'Evil');
    expect(braces.steps).toHaveLength(1);
    expect(card('{{#Front}}{{Front}}', '{{/Back}}{{Back}}', ['a', 'b'])).toMatchObject({ front: 'a', back: 'b' });
  });

  it('cuts the output at OUTPUT_MAX however often a long field is repeated', () => {
    const rendered = card('{{Front}}'.repeat(900), '', ['x'.repeat(40_000), '']);
    expect(rendered.front.length).toBe(OUTPUT_MAX);
    expect(rendered.cut).toBe(true);
  });
});

describe('the repeated front on the back', () => {
  // A rule in the template's text is cut while rendering; one a field brings, after: both the same.
  const NAMES = ['Front', 'Back', 'Rule'];
  const both = (afmt: string, fields: string[], qfmt = '{{Front}}') => {
    const render = (back: string) => renderCard(parseTemplate(qfmt, NAMES, 'T'), parseTemplate(back, NAMES, 'T'), { fields: [...fields, '<hr id=answer>'], clozeNumber: null });
    return [render(afmt), render(afmt.replace(/<hr id=answer>/i, '{{Rule}}'))];
  };

  it.each([
    ['{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}', 'France'],
    ['<div>{{FrontSide}} and <b>x</b><hr id=answer>{{Back}}</div>', '<div>France</div>'],
    ['{{FrontSide}}<hr id=answer>{{Back}}<br>{{FrontSide}}', 'France<br>Paris'],
    ['Q: {{FrontSide}}{{Back}}<hr id=answer>{{Back}}', 'Q: France'],
    ['{{FrontSide}} <hr id=answer> {{#Back}}{{Back}}{{/Back}}', 'France'],
  ])('%s', (afmt, back) => {
    const [early, after] = both(afmt, ['Paris', 'France']);
    expect(early).toEqual(after);
    expect(early.back).toBe(back);
  });

  it('the output limit counts the front left out, and a front too long for it takes the general path', () => {
    for (const fields of [['Paris', 'x'.repeat(OUTPUT_MAX)], ['y'.repeat(OUTPUT_MAX - 10), 'x'.repeat(100)], ['y'.repeat(OUTPUT_MAX + 10), 'x']]) {
      const [early, after] = both('{{FrontSide}}<hr id=answer>{{Back}}', fields, '{{Front}}');
      expect(early).toEqual(after);
      expect(early.cut).toBe(true);
    }
  });
});

describe('tts', () => {
  it.each([
    ['{{tts ko_KR:Front}}', 'ko-KR'],
    ['{{tts en_US voices=Apple_Samantha speed=1.4:Front}}', 'en-US'],
    ['{{tts ja_JP:Front}}{{tts en_US:Front}}', 'ja-JP'],
    ['{{tts english:Front}}', null],
    ['{{tts:Front}}', null],
    ['{{Front}}', null],
  ])('%s → %s', (source, language) => {
    expect(parseTemplate(source, ['Front', 'Back'], 'T').speechLanguage).toBe(language);
  });
});


describe('what the note type’s CSS hides is left out of its templates (issue 41)', () => {
  it.each([
    ['.hidden {\n  height: 0;\n  visibility: hidden;\n}', ['hidden']],
    ['/* note */ .a, .b { display:none } .c { display: block }', ['a', 'b']],
    ['.x .y { display: none } div.z { display: none }', []],
    ['.nope { visibility: hidden-ish }', []],
    ['@media print { .screen { display: none } }', ['screen']],
  ])('%s', (css, classes) => {
    expect(hiddenClasses(css)).toEqual(classes);
  });

  it.each([
    ['<div class="front">{{cloze:Text}}<div class="hidden"><div>[...]</div><div>{{Original}}</div></div></div>', '<div class="front">{{cloze:Text}}</div>'],
    ["<span class='a hidden'>x</span>y", 'y'],
    ['<div class="hidden">never closed', '<div class="hidden">never closed'],
    ['<img class="hidden" src="x.png">after', 'after'],
    ['<div class="shown">keep</div>', '<div class="shown">keep</div>'],
  ])('%s', (template, expected) => {
    expect(withoutHiddenElements(template, ['hidden'])).toBe(expected);
  });

  it('reads a hostile stylesheet once (comments never closed, no braces at all)', () => {
    expect(hiddenClasses('/*'.repeat(30_000))).toEqual([]);
    expect(hiddenClasses('.a'.repeat(30_000))).toEqual([]);
  });

  it('reads a hostile template once (tags never closed, a hidden element never ended)', () => {
    // Quadratic readings of these take minutes (the test's timeout); linear ones, milliseconds.
    const open = '<a class="x"'.repeat(8_000) + '>';
    expect(withoutHiddenElements(open, ['hidden'])).toBe(open);
    const unended = '<div class="hidden">'.repeat(8_000);
    expect(withoutHiddenElements(unended, ['hidden'])).toBe(unended);
  });
});
