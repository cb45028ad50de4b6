/**
 * The quote form's offer to book the visit, on both success screens: apart from
 * ./booking-texts.ts so the landing page's script carries these two lines only.
 */
export const bookingCall = {
  link: "Book your free measure-up",
  invite: "Pick a time for us to see the job: it takes a minute.",
} as const;
