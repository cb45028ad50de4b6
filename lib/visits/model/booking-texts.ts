import { business } from "@/lib/business";
import { bookingCall } from "./booking-call";

/**
 * Every string the customer reads about booking the visit (the success screens, the booking
 * page, its API's errors and the e-mails' links): one place, so a page, a route and a test say
 * the same words.
 */
export const bookingTexts = {
  /** The link on the success screens and in the confirmation e-mail, and the page's heading. */
  bookCall: bookingCall.link,
  bookInvite: bookingCall.invite,
  pageTitle: bookingCall.link,
  intro: (minutes: number) => `Choose a time for us to visit, measure up and give you a free written quote. A visit takes about ${minutes} minutes.`,
  /** The booked visit's page: what it is for. */
  bookedIntro: "Here is your visit. Add it to your calendar, change the time or cancel it below.",
  sydneyTime: "All times are Sydney time.",
  moreDays: (count: number) => `${count} more ${count === 1 ? "day" : "days"}`,
  timesLegend: "Choose a time",
  addressLegend: "Where is the job?",
  street: "Street address",
  suburb: "Suburb",
  postcode: "Postcode",
  outsideNsw: "That postcode is outside NSW. We work across NSW: we'll call you to check we can come before the visit.",
  book: "Book this time",
  move: "Move my visit",
  booking: "Booking...",
  noSlots: (days: number) => `No times are free in the next ${days} days. Please call us on ${business.phone} and we'll find one.`,
  bookedTitle: "Your visit is booked",
  bookedEmailed: "We've e-mailed you the details with a calendar invite.",
  movedTitle: "Your visit has moved",
  yourVisit: "Your visit",
  addToCalendar: "Add to your calendar",
  changeTime: "Change the time",
  changeTitle: "Choose a new time",
  keepTime: "Keep the time I have",
  cancel: "Cancel the visit",
  cancelQuestion: (when: string) => `Cancel your visit on ${when}?`,
  cancelYes: "Yes, cancel the visit",
  cancelKeep: "Keep my visit",
  cancelling: "Cancelling...",
  cancelledTitle: "Your visit is cancelled",
  cancelledText: "We've e-mailed you a cancellation for your calendar. If you'd like us to come another time, choose one below.",
  /** Followed by the phone number as a link. */
  callUs: "Questions? Call us on",
  /** The 409: another customer took the time between showing it and booking it. */
  taken: "That time was just taken",
  takenHelp: "Please choose another: the times below are free now.",
  alreadyBooked: "Your visit was booked a moment ago, on another page.",
  nothingToCancel: "There is no booked visit to cancel.",
  /** The 409 of moving or cancelling a visit whose time has come. */
  visitPassed: `Your visit's time has already come, so it can no longer be changed here. Please call us on ${business.phone}.`,
  tooManyChanges: `Your booking has changed many times today. Please call us on ${business.phone}.`,
  tooMany: `Too many booking requests from your connection. Please call us on ${business.phone}, or try again in a few minutes.`,
  failure: `The booking could not be saved. Please try again, or call us on ${business.phone}.`,
} as const;

/** What each address field and the time must be (the schema's messages). */
export const bookingFieldMessages = {
  start: "Choose one of the times offered.",
  street: "Enter the street address, like 12 Smith Street.",
  streetText: "The street address must be just the address: no web address, e-mail address or line break.",
  streetLong: "The street address must be at most 120 characters.",
  suburb: "Enter the suburb.",
  suburbText: "The suburb must be just the suburb: no web address, e-mail address or line break.",
  suburbLong: "The suburb must be at most 60 characters.",
  postcode: "Enter the 4-digit postcode.",
  body: "Send { start, address: { street, suburb, postcode } }.",
} as const;
