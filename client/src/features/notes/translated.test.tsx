import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { namespace as notes } from '../../locales/notes';
import { namespace as tags } from '../../locales/tags';
import { NoteTypeSwitch } from './NoteTypeSwitch';
import { TagsInput } from './TagsInput';

// Notes in the reader's language (docs/translating.md); the note types' names are the user's.

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('notes in other languages', () => {
  it('Korean: the tag box and its help', async () => {
    await act(() => setLocale('ko', { namespaces: [notes, tags] }));
    render(<TagsInput id="tags" value="lang::fr verbs" onChange={() => {}} />);
    expect(await screen.findByLabelText('태그')).toBeTruthy();
    expect(screen.getByRole('list', { name: '저장할 태그' }).getAttribute('translate')).toBe('no');
  });

  it('Arabic: the note type switch keeps the type names as they are', async () => {
    await act(() => setLocale('ar', { namespaces: [notes, tags] }));
    render(<NoteTypeSwitch value="basic" onChange={() => {}} />);
    expect(await screen.findByRole('radiogroup', { name: 'نوع الملاحظة' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'إدارة أنواع الملاحظات' })).toHaveLength(1);
    expect(screen.queryAllByRole('radio', { name: 'Basic' })).toHaveLength(1);
  });
});
