import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OcclusionSet } from '../../../../shared/imageOcclusion';
import { setLocale } from '../../i18n';
import { namespace as io } from '../../locales/imageOcclusion';
import { OcclusionEditor } from './OcclusionEditor';

// The occlusion editor in the reader's language (docs/translating.md): tools, the shapes' names a
// screen reader reads, and what the live region says.

afterEach(async () => {
  await act(() => setLocale('en'));
});

const START: OcclusionSet = {
  hideAllGuessOne: true,
  occlusions: [
    { ordinal: 1, shape: 'rect', left: 0.1, top: 0.1, width: 0.2, height: 0.2 },
    { ordinal: 2, shape: 'ellipse', left: 0.5, top: 0.5, rx: 0.1, ry: 0.1 },
  ],
};

function Harness() {
  const [set, setSet] = useState(START);
  return <OcclusionEditor imageUrl="/api/media/abc" value={set} onChange={setSet} />;
}

async function setup() {
  render(<Harness />);
  fireEvent.load(await screen.findByRole('img'));
}

describe('the occlusion editor in other languages', () => {
  it('Arabic: tools, shape names and the announcements', async () => {
    await act(() => setLocale('ar', { namespaces: [io] }));
    await setup();
    expect(screen.queryAllByRole('group', { name: 'أدوات الرسم' })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: 'مستطيل', pressed: true })).toHaveLength(1);
    const rect = screen.getByRole('button', { name: 'مستطيل 1، البطاقة 1' });
    expect(screen.queryAllByRole('button', { name: 'شكل بيضاوي 1، البطاقة 2' })).toHaveLength(1);
    expect(screen.getByTestId('occlusion-count').textContent).toBe('شكلان · بطاقتان');
    rect.focus();
    fireEvent.keyDown(rect, { key: ' ' });
    expect(screen.getByTestId('occlusion-said').textContent).toBe('حُدّد مستطيل 1، البطاقة 1.');
    fireEvent.keyDown(rect, { key: 'Delete' });
    expect(screen.getByTestId('occlusion-said').textContent).toBe('حُذف مستطيل 1، البطاقة 1.');
  });

  it('Korean: a move is said with the position in percent', async () => {
    await act(() => setLocale('ko', { namespaces: [io] }));
    await setup();
    const rect = screen.getByRole('button', { name: '사각형 1, 카드 1' });
    rect.focus();
    fireEvent.keyDown(rect, { key: 'ArrowRight' });
    expect(screen.getByTestId('occlusion-said').textContent).toBe('사각형 1, 카드 1 이동됨: 왼쪽에서 11%, 위쪽에서 10%.');
    expect(screen.queryAllByRole('radio', { name: '모두 가리고 하나 맞히기' })).toHaveLength(1);
    expect(screen.getByTestId('occlusion-count').textContent).toBe('도형 2개 · 카드 2장');
  });
});
