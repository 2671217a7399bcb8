// The profile's time-zone picker (docs/account.md): the IANA list the browser knows, each labelled
// with its current UTC offset so a person can find theirs without knowing its city name.

/** The browser's own zone, or UTC when the browser will not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone the browser supports, plus UTC and `keep` (the stored zone) if the list lacks them. */
export function supportedTimeZones(keep: string[] = []): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([...zones, 'UTC', ...keep])].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** 'UTC+05:30' for the zone at `at` ('UTC' for a zero offset; engines spell it 'GMT' or 'GMT+00:00'). */
export function utcOffset(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    const offset = (part?.value ?? 'GMT').replace(/^GMT/, '');
    return offset === '' || /^[+-]00:00$/.test(offset) ? 'UTC' : `UTC${offset}`;
  } catch {
    return 'UTC';
  }
}

/** 'America/New York (UTC-05:00)': underscores read as spaces; the value stays the IANA id. */
export function zoneLabel(zone: string, at: Date): string {
  const offset = utcOffset(zone, at);
  return offset === zone ? zone : `${zone.replaceAll('_', ' ')} (${offset})`;
}

/** 'Tuesday, 14:03' in the zone: the profile shows what "now" is there before saving. */
export function localNow(zone: string, at: Date, locale = 'en-US'): string {
  try {
    return at.toLocaleString(locale, { timeZone: zone, weekday: 'long', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
  } catch {
    return '';
  }
}
