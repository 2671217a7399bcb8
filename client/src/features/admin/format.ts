// Pure display rules of the admin page (tested beside this file).

/** 'Mar 10, 2025' in the viewer's zone. */
export function shortDate(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** 'Just now', '5 min ago', '3 h ago', 'Yesterday', '12 days ago', then the date; 'Never' for null. */
export function lastActive(iso: string | null, now: Date, timeZone?: string): string {
  if (!iso) return 'Never';
  const minutes = Math.floor((now.getTime() - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  return shortDate(iso, timeZone);
}

/** The link a new person opens: absolute, so it can be pasted into any message. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/signup?invite=${encodeURIComponent(code)}`;
}

export function absoluteLink(origin: string, path: string): string {
  return `${origin}${path}`;
}

/** 'Expires in 3 days' / 'Expired Mar 1, 2025'. */
export function expiryText(iso: string, now: Date, timeZone?: string): string {
  const ms = Date.parse(iso) - now.getTime();
  if (ms <= 0) return `Expired ${shortDate(iso, timeZone)}`;
  const hours = Math.ceil(ms / 3_600_000);
  if (hours < 24) return `Expires in ${hours} h`;
  const days = Math.round(hours / 24);
  return `Expires in ${days} day${days === 1 ? '' : 's'}`;
}
