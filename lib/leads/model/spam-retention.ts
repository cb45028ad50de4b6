/** Spam is deleted this long after it arrived (hourly, by the job queue; the privacy policy says so). */
export const SPAM_RETENTION_DAYS = 30;
