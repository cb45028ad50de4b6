/** The Spam view's words (its button and its dialog). */
export const spamViewMessages = {
  title: "Spam",
  description: "Requests that tripped a spam rule. They sent no alert; each is deleted after 30 days.",
  empty: "No spam.",
  photos: (count: number) => `${count === 1 ? "1 photo" : `${count} photos`}, shown in the inbox if you mark it Not spam.`,
} as const;
