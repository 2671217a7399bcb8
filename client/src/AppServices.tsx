/**
 * Background services that live as long as the app (the offline study-results sync runs here
 * once the study feature lands). Renders nothing.
 */
export function AppServices() {
  return null;
}
