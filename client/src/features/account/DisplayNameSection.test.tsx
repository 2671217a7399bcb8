import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_NAME_MSG } from '../../../../shared/messages';
import { DisplayNameSection } from './DisplayNameSection';

// The profile's display-name form with the server mocked (its rules have their own tests,
// shared/displayName.test.ts and server/rest/displayNames.test.ts): what it sends, and that the
// server's refusal is shown as the server words it.

const server = vi.hoisted(() => ({ sent: [] as unknown[], refuse: null as string | null, name: 'Learner 7' }));
vi.mock('../sharing/queries', () => ({
  useLeaderboard: () => ({ isPending: false, isError: false, data: { entries: [], weekStart: '', showOnLeaderboard: false, displayName: server.name } }),
}));
vi.mock('../../lib/trpc', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/trpc')>()),
  trpc: {
    useUtils: () => ({ sharedDecks: { leaderboard: { setData: () => undefined } } }),
    sharedDecks: {
      setPreferences: {
        useMutation: () => ({
          isPending: false,
          mutate: (input: { displayName: string | null }, handlers: { onSuccess: (data: unknown) => void; onError: (error: Error) => void }) => {
            server.sent.push(input);
            if (server.refuse) handlers.onError(new Error(server.refuse));
            else handlers.onSuccess({ displayName: input.displayName ?? 'Learner 7' });
          },
        }),
      },
    },
  },
}));

beforeEach(() => {
  server.sent = [];
  server.refuse = null;
});

function submit(name: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Display name' }), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Save display name' }));
}

describe('DisplayNameSection', () => {
  it("shows the server's refusal as the server words it", async () => {
    server.refuse = DISPLAY_NAME_MSG.reserved;
    render(<DisplayNameSection />);
    submit('ADMIN');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(DISPLAY_NAME_MSG.reserved));
    expect(server.sent).toEqual([{ displayName: 'ADMIN' }]);
  });

  it('saves a name, and an empty field goes back to the default name', async () => {
    render(<DisplayNameSection />);
    expect((screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement).value).toBe('Learner 7');
    submit('Ada');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Display name saved: Ada.'));
    submit('   ');
    expect(server.sent).toEqual([{ displayName: 'Ada' }, { displayName: null }]);
  });
});
