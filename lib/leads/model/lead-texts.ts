import { lostReasonLabels, leadStatusLabels, type LostReason, type LeadStatus } from "./status";

/**
 * The admin's wording for the lead pipeline (status, notes, the 24-hour promise, the numbers,
 * sources, review requests): every string the owner reads on the panel and the dashboard.
 * Status and reason labels come from ./status.ts.
 */
export const leadTexts = {
  status: {
    /** The badge's name: what it says, then whose it is (its visible text first, for speech input). */
    label: (name: string, current: string) => `${current}: status of ${name}`,
    changedTitle: "Status changed",
    changed: (name: string, status: LeadStatus, reason?: LostReason | null) =>
      `${name} is now ${leadStatusLabels[status]}${status === "lost" && reason ? ` (${lostReasonLabels[reason]})` : ""}.`,
    failedTitle: "Status not changed",
    failed: "The status could not be saved. Please try again.",
  },
  remove: {
    button: "Delete",
    label: (name: string) => `Delete ${name}'s request`,
    title: (name: string) => `Delete ${name}'s request?`,
    description: "The request, its photos, notes, history, visits and written quotes are deleted for good. This cannot be undone.",
    confirm: "Delete for good",
    cancel: "Cancel",
    deletedTitle: "Request deleted",
    deleted: (name: string) => `${name}'s request is gone, with its photos and notes.`,
    failedTitle: "Request not deleted",
    failed: "The request could not be deleted. Please try again.",
  },
  lost: {
    title: (name: string) => `Why was ${name} lost?`,
    description: "Choose the main reason. It counts in your numbers.",
    reasonLegend: "Reason",
    save: "Mark as lost",
    cancel: "Cancel",
  },
  overdue: {
    mark: "Overdue",
    explain: "Still New after 20 hours: the site promises a reply within 24.",
  },
  firstResponse: (after: string) => `First response ${after} after the request`,
  source: {
    label: "Source",
    /** After the campaign: the referring site. */
    from: (host: string) => `(from ${host})`,
  },
  notes: {
    heading: (count: number) => (count === 0 ? "Notes" : `Notes (${count})`),
    listLabel: (name: string) => `Notes on ${name}`,
    add: "Add note",
    addLabel: (name: string) => `Add note on ${name}`,
    newLabel: (name: string) => `New note on ${name}`,
    hint: "Only you see notes; they are never sent to the customer.",
    save: "Save note",
    saveEdit: "Save",
    cancel: "Cancel",
    edit: "Edit note",
    editLabel: (when: string) => `Edit the note of ${when}`,
    editField: "Note text",
    delete: "Delete note",
    deleteLabel: (when: string) => `Delete the note of ${when}`,
    edited: "edited",
    empty: "Please write something first.",
    savedTitle: "Note saved",
    failedTitle: "Note not saved",
    failed: "The note could not be saved. Please try again.",
    deletedTitle: "Note deleted",
    deleteFailedTitle: "Note not deleted",
    deleteFailed: "The note could not be deleted. Please try again.",
  },
  review: {
    ask: "Ask for a review",
    askLabel: (name: string) => `Ask for a review from ${name}`,
    asking: "Sending...",
    sentTitle: "Review request sent",
    sent: (name: string) => `${name} will get a thank-you e-mail with your Google review link.`,
    failedTitle: "Review request not sent",
    failed: "The review request could not be sent. Please try again.",
    requested: "Review requested",
  },
  filter: {
    legend: "Status",
    all: "All",
    overdue: "Overdue",
    sort: "Sort",
    newest: "Newest",
    oldestUnanswered: "Oldest unanswered",
    noMatches: "No quotes with this status.",
  },
  numbers: {
    heading: "Your numbers",
    headline: (received: number, share: string) => `This week: ${received} received, ${share} answered within 24 h`,
    week: "This week",
    month: "This month",
    received: "Requests received",
    medianFirstResponse: "Median first response",
    answeredWithin24h: "Answered within 24 h",
    leadsQuoted: "Requests quoted",
    won: "Won",
    lost: "Lost",
    lostByReason: "Lost by reason",
    conversion: "Conversion (won / decided)",
    bySource: "By source",
    // The written quotes' money (lib/quotes/services/numbers.ts), in dollars incl GST.
    quotes: "Written quotes (incl GST)",
    quotesSent: "Quotes sent",
    valueSent: "Value sent",
    quotesAccepted: "Quotes accepted",
    valueAccepted: "Value accepted",
    winRateByCount: "Win rate by count",
    winRateByValue: "Win rate by value",
    medianDaysToDecision: "Median days to a decision",
    depositsOutstanding: "Deposits outstanding",
    balancesOutstanding: "Balances outstanding",
    paidThisMonth: "Paid this month (deposits and balances)",
    days: (days: number) => `${days.toLocaleString("en-AU", { maximumFractionDigits: 1 })} d`,
    fromEstimate: "With an instant estimate",
    fromEstimateWon: "Of them Won",
    none: "–",
    noSource: "None yet",
    /** Neither a campaign nor a referring site: typed in, a bookmark, an app. */
    direct: "Direct",
    loading: "Loading your numbers...",
    error: "Your numbers could not be loaded.",
    period: (from: string, to: string) => `${from} to ${to}`,
  },
} as const;

/** "45 min", "3 h 20 min", "2 d 4 h": how long the owner took, as he would say it. */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  if (hours < 24) return total % 60 ? `${hours} h ${total % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** "83%" for 0.833; null (nothing to divide) is a dash. */
export function formatShare(share: number | null): string {
  return share === null ? leadTexts.numbers.none : `${Math.round(share * 100)}%`;
}

/** A source in the numbers: "direct" is what lib/panel/numbers.ts calls a visit with neither. */
export function sourceLabel(source: string): string {
  return source === "direct" ? leadTexts.numbers.direct : source;
}
