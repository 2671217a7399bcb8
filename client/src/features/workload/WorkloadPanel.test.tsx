import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { namespace as workloadNs } from '../../locales/workload';
import { WorkloadPanelBody } from './WorkloadPanel';

// The workload planner in the reader's language (docs/translating.md, docs/workload.md): its
// words from the workload catalog, its figures through Intl.

const days = Array.from({ length: 30 }, (_, i) => ({ day: i + 1, reviews: i === 3 ? 12 : 4, newCards: 2, minutes: 3, expectedRetention: 0.876 }));
vi.mock('./queries', () => ({
  useSimulation: () => ({ data: { days, expectedKnown: 1234 }, isError: false, refetch: vi.fn() }),
  useWorkloadOptions: () => ({ data: undefined, isPending: true, isError: false }),
  useSaveWorkloadOptions: () => ({ mutate: vi.fn(), isPending: false, error: null }),
  useRetentionSweep: () => ({ data: undefined, isPending: true, isError: false }),
}));

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('WorkloadPanelBody', () => {
  it('in English: the spans, the summary and the known share as before', () => {
    render(<WorkloadPanelBody deckId={1} newCardsPerDay={20} examDate={null} />);
    expect(screen.queryAllByRole('button', { name: '3 months' })).toHaveLength(1);
    expect(screen.queryAllByText("Your deck's setting is 20.")).toHaveLength(1);
    expect(screen.getByText('Known at the end').nextElementSibling!.textContent).toBe('1,234 (88%)');
  });

  it('in Korean: the words from the catalog, the figures through Intl', async () => {
    await act(() => setLocale('ko', { namespaces: [workloadNs] }));
    render(<WorkloadPanelBody deckId={1} newCardsPerDay={20} examDate={null} />);
    expect(await screen.findByRole('group', { name: '보기' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: '3개월' })).toHaveLength(1);
    expect(screen.queryAllByText('하루 복습 수')).toHaveLength(1);
  });
});
