/** The panel's notification messages, and what the panel's alerts say (zod-free: the browser reads them). */
export const pushMessages = {
  blocked: "Enable notifications in browser settings.",
  failed: "Could not enable notifications.",
  enabled: "You'll get alerts for new quote requests.",
  sessionExpired: "Your admin session has expired after 7 days",
  logIn: "Log In Again",
} as const;
