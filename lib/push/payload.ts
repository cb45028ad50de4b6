/** What the service worker shows: `public/sw.js` reads exactly these fields. */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened (or focused) when the notification is clicked. */
  url: string;
  /** One notification per quote request, even if a push is delivered twice. */
  tag: string;
}
