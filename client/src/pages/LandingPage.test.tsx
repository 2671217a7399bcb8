import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingNoticeText } from '../lib/landingNotice';
import LandingPage from './LandingPage';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('landing page notices (issue #29)', () => {
  it.each([
    [{ notice: 'accountDeleted' }, 'Your account was deleted.'],
    [{ notice: 'toString' }, null],
    [{ notice: 3 }, null],
    [null, null],
    ['accountDeleted', null],
  ])('history state %j → %s', (state, text) => {
    expect(landingNoticeText(state)).toBe(text);
  });

  it('after deleting an account: says so in a status at the top, scrolled to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState({ notice: 'accountDeleted' }, '', '/');
    render(<LandingPage />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Your account was deleted.');
    // First in the page, before the hero.
    expect(status.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows no notice on an ordinary visit, and counts the games right', () => {
    render(<LandingPage />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Four game modes/)).toBeNull();
    expect(screen.getByText('Four games and flip-card review keep sessions short, varied and focused.')).toBeVisible();
  });
});
