import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// In the plain text, headings keep their case (html-to-text shouts them by default) and a phone
// or e-mail link is its text alone (the href repeats it).
const textSelectors = [
  ...["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })),
  ...["a[href^='tel:']", "a[href^='mailto:']"].map((selector) => ({ selector, format: "anchor", options: { ignoreHref: true } })),
];

// Renders run one at a time, at least 20 ms apart: each is a few ms of CPU after the answer has
// gone, and a burst of quote requests rendering their e-mails back to back starved the requests
// still coming in (500 at once: their database connections timed out waiting). A lone message
// renders at once. (A promise chain and a timestamp; no library needed for it.)
const RENDER_GAP_MS = 20;
let previous: Promise<unknown> = Promise.resolve();
let lastRenderedAt = 0;

/**
 * One React Email template as the HTML and plain-text parts of a message (React escapes every
 * value). Rendered once: the text is the library's plain-text conversion of that HTML.
 */
export function renderEmail(subject: string, template: ReactElement): Promise<RenderedEmail> {
  const rendering = previous.then(async () => {
    const wait = lastRenderedAt + RENDER_GAP_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const html = await render(template);
      return { subject, html, text: toPlainText(html, { selectors: textSelectors }) };
    } finally {
      lastRenderedAt = Date.now();
    }
  });
  previous = rendering.catch(() => undefined);
  return rendering;
}
