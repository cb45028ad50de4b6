/** What the code inputs keep of what is typed or pasted: digits only, at most six. */
export function normaliseCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

/** How long an e-mailed code is valid: the server's rule and the form's countdown. */
export const CODE_LIFETIME_SECONDS = 600;
