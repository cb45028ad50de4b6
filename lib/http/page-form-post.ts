/**
 * A form post a page sent by itself (the browser navigates to the answer), not a script's fetch
 * or an API client: browsers say so in Sec-Fetch-Dest; one too old to send it is known by asking
 * for HTML. The site's forms post to server actions; such a post to a JSON route comes from a page
 * cached before they did.
 */
export function isPageFormPost(request: Request): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  if (destination) return destination === "document";
  return /\btext\/html\b/.test(request.headers.get("accept") ?? "");
}

/**
 * The answer to such a post: See Other to the form's page, now served with its server action, to
 * send it again. Nothing is read or stored, and nothing typed goes into the address. A path, not
 * an address: the browser resolves it against the page it posted from.
 */
export function backToFormPage(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}
