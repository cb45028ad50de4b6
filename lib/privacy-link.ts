/**
 * The link to the privacy policy (/privacy, text in lib/privacy-policy.ts) from the footer and the
 * quote form. Its own module, without the policy's text: the form is in the landing page's script.
 */
export const privacyLink = { href: "/privacy", label: "Privacy policy", formText: "How we handle your details:" } as const;
