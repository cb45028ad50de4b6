/**
 * The landing page's confirmation of a request sent without JavaScript: POST /api/contact sends
 * the browser back to `/#quote-sent`, and the plain form shows that element only then (CSS
 * :target). Its own module: the landing page's form imports it without the server's answers.
 */
export const QUOTE_SENT_ANCHOR = "quote-sent";
