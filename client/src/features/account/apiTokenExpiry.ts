// The expiry choices of a new API token (docs/api.md): a few spans rather than a date picker.

export const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** The ISO expiry the server takes for a choice, counted from `now`; null never expires. */
export function expiryFor(choice: ExpiryChoice, now: Date): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
}
