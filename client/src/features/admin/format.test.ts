import { describe, expect, it } from 'vitest';
import { expiryText, inviteLink, lastActive, shortDate } from './format';

const NOW = new Date('2025-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('admin format', () => {
  it.each([
    [null, 'Never'],
    [ago(20_000), 'Just now'],
    [ago(5 * MIN), '5 min ago'],
    [ago(3 * HOUR), '3 h ago'],
    [ago(DAY + HOUR), 'Yesterday'],
    [ago(12 * DAY), '12 days ago'],
    [ago(40 * DAY), 'Jan 29, 2025'],
  ])('lastActive(%s) → %s', (iso, expected) => {
    expect(lastActive(iso, NOW, 'UTC')).toBe(expected);
  });

  it.each([
    [new Date(NOW.getTime() + 7 * DAY).toISOString(), 'Expires in 7 days'],
    [new Date(NOW.getTime() + DAY).toISOString(), 'Expires in 1 day'],
    [new Date(NOW.getTime() + 5 * HOUR).toISOString(), 'Expires in 5 h'],
    ['2025-03-01T12:00:00Z', 'Expired Mar 1, 2025'],
  ])('expiryText(%s) → %s', (iso, expected) => {
    expect(expiryText(iso, NOW, 'UTC')).toBe(expected);
  });

  it('builds absolute invite links and short dates', () => {
    expect(inviteLink('https://cards.example.org', 'ABC234')).toBe('https://cards.example.org/signup?invite=ABC234');
    expect(shortDate('2025-03-10T23:30:00Z', 'UTC')).toBe('Mar 10, 2025');
  });
});
