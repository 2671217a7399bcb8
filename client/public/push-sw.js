// Study reminders by Web Push (docs/mail.md), imported by the service worker vite-plugin-pwa
// generates (client/vite.config.ts, workbox.importScripts). The server sends
// {title, body, url} (server/services/reminders.ts); the notification opens that deck.
/* eslint-env serviceworker */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/decks';
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Cardcade', {
      body: typeof data.body === 'string' ? data.body : 'Time to study.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'cardcade-reminder',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data && event.notification.data.url ? event.notification.data.url : '/decks', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          await client.focus();
          if ('navigate' in client) await client.navigate(url);
          return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
