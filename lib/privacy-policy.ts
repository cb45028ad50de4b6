import { business } from "@/lib/business";
import { SPAM_RETENTION_DAYS } from "@/lib/leads/model/spam-retention";

/**
 * The privacy policy at /privacy, as the Australian Privacy Principles ask of it: APP 1 (what is
 * collected, how and why, who it goes to, overseas too, how to see or correct it, how to
 * complain) and APP 11 (how it is kept safe, and deleted once no longer needed). Every figure
 * in it is the code's own (the spam retention is imported); what the owner does by hand (answer
 * requests, delete a lead) is said as his promise. The business details come from
 * lib/business.ts; the owner reads this text before launch with the rest of that block.
 */
/** A section: its heading, a line that leads into its list, the list, then its paragraphs. */
export interface PolicySection {
  heading: string;
  lead?: string;
  items?: string[];
  paragraphs?: string[];
}

export const privacyPolicy = {
  title: "Privacy policy",
  updated: "26 November 2026",
  intro: `${business.name} collects only what it needs to answer your quote request and do the job. This page says what that is, why, how long we keep it, and how to have it deleted.`,
  sections: [
    {
      heading: "What we collect",
      lead: "When you ask for a quote with the form on our website, we keep what you send:",
      items: [
        "your name, e-mail address and phone number;",
        "the service, budget range, timeline and project details you choose or type;",
        "any photos you add (each one is re-encoded before it is stored: its location, camera and date details are removed);",
        "where your visit came from, if a link told us: a campaign's tags and the name of the website that linked to us, not the page you were on.",
      ],
    },
    {
      heading: "What we do not collect",
      items: [
        "The public website sets no cookies and uses no advertising or analytics trackers. (Only the owner's sign-in uses cookies.)",
        "We do not store your internet address with your request. It is used only to limit how often the form can be sent from one connection, and those counts expire within a day.",
      ],
    },
    {
      heading: "Why we collect it",
      items: [
        "To contact you about your request, arrange a visit, and prepare and send your quote.",
        "To do the job you accept, and to keep the business records the law asks of us.",
        "To keep the form safe from abuse: requests that look automated are set aside and not used.",
      ],
      paragraphs: ["We never sell your details or use them for advertising. We send you one e-mail confirming your request; after that we only write about your job."],
    },
    {
      heading: "Who else handles it",
      items: [
        "Our e-mail delivery service, Resend (United States), sends the confirmation to you and the alert about your request to us.",
        "The company that hosts our website and its database stores it for us.",
        "If the testimonials on our home page come live from Google, your browser loads the reviewers' photos from Google.",
      ],
      paragraphs: ["Each of them handles your details only to provide that service to us."],
    },
    {
      heading: "How we keep it safe",
      items: [
        "Your request and photos are stored in our database and shown only to the owner, who signs in with a password and a code e-mailed to him each time.",
        "Everything between your browser and our website is encrypted (HTTPS).",
        "The form limits how many requests one connection can send, so nobody can flood it to misuse our e-mail.",
      ],
    },
    {
      heading: "How long we keep it",
      items: [
        "Your request, its photos and our notes on it: while we work with you, and for as long as we need them for our business records. Then we delete them, together and for good.",
        `Requests our filter sets aside as automated: deleted automatically after ${SPAM_RETENTION_DAYS} days.`,
        "The counts that limit how often the form is sent: within a day.",
      ],
    },
    {
      heading: "Seeing, correcting or deleting your details",
      paragraphs: [
        `You can ask us what we hold about you, ask us to correct it, or ask us to delete it: e-mail ${business.email} or call ${business.phone}. We answer within 30 days. When we delete a request, its photos and our notes on it go with it.`,
      ],
    },
    {
      heading: "Questions and complaints",
      paragraphs: [
        `If you are unhappy with how we handled your details, tell us first (${business.email}) and we will answer within 30 days. If you are still not satisfied, you can complain to the Office of the Australian Information Commissioner at www.oaic.gov.au.`,
      ],
    },
  ] as PolicySection[],
} as const;
