/*
 * Web push for the generated service worker (imported through workbox.importScripts in
 * vite.config.ts). The API's payload is JSON `{ title, body, url }` (api/integrations/push/
 * web-push.ts): show it, and open `url` on a click, only ever on this app's own origin.
 */
/* global self, clients */
function ownUrl(url) {
  try {
    var target = new URL(url || '/', self.location.origin)
    return target.origin === self.location.origin ? target.href : self.location.origin + '/'
  } catch (e) {
    return self.location.origin + '/'
  }
}

self.addEventListener('push', function (event) {
  var data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch (e) {
    data = { body: event.data ? event.data.text() : '' }
  }
  var title = typeof data.title === 'string' && data.title ? data.title : 'Shiftwell'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/favicon-32.png',
      data: { url: ownUrl(data.url) },
    }),
  )
})

self.addEventListener('notificationclick', function (event) {
  event.notification.close()
  var url = ownUrl(event.notification.data && event.notification.data.url)
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        var client = windows[i]
        if (new URL(client.url).origin === self.location.origin && 'navigate' in client) {
          return client.focus().then(function (focused) {
            return (focused || client).navigate(url)
          })
        }
      }
      return clients.openWindow(url)
    }),
  )
})
