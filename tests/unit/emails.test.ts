import { createElement } from "react";
import { describe, expect, it } from "vitest";
import CustomerConfirmation from "@/emails/customer-confirmation";
import OwnerAlert, { photosLine } from "@/emails/owner-alert";
import OverdueReminder from "@/emails/overdue-reminder";
import Reply from "@/emails/reply";
import ReviewRequest from "@/emails/review-request";
import SignInCode from "@/emails/sign-in-code";
import VisitConfirmation from "@/emails/visit-confirmation";
import VisitOwnerAlert from "@/emails/visit-owner-alert";
import VisitReminder from "@/emails/visit-reminder";
import { codeCeilingEmail, signinCeilingEmail, verificationCodeEmail } from "@/lib/auth/email";
import { renderEmail } from "@/lib/mail/render";
import { customerConfirmationEmail } from "@/lib/leads/emails/notify";
import { visitCustomerEmail, visitOwnerEmail, visitOwnerPayload, type VisitChangeRow } from "@/lib/visits/emails/visit-notify";
import { parseIcs } from "../support/ics";

const hostile = `Ann <img src=x onerror="alert(1)"> & "Co" 'x'`;

describe("the e-mail templates", () => {
  it("the owner's alert links to each photo in the admin, never attaching them", async () => {
    expect(photosLine(1)).toBe("1 photo (open them signed in to the admin):");
    expect(photosLine(3)).toBe("3 photos (open them signed in to the admin):");
    const render = (photoUrls?: string[]) =>
      renderEmail("New quote request", createElement(OwnerAlert, { fields: [["Name", "Ann"]], message: null, panelUrl: "https://x.example/admin-pwa", customerEmail: "ann@example.com", photoUrls }));
    const urls = ["https://x.example/api/admin/quotes/7/photos/1", "https://x.example/api/admin/quotes/7/photos/2"];
    const mail = await render(urls);
    expect(mail.text).toContain("Photos: 2 photos (open them signed in to the admin):");
    for (const url of urls) expect(mail.html).toContain(`href="${url}"`);
    expect((await render([])).text).not.toContain("Photos:");
    expect((await render()).text).not.toContain("Photos:");
  });

  it("the owner's alert lists every field and the details, values escaped in the HTML", async () => {
    const mail = await renderEmail(
      "New quote request",
      createElement(OwnerAlert, {
        fields: [
          ["Name", hostile],
          ["Email", "ann@example.com"],
          ["Budget range", "$5,000 - $10,000"],
        ],
        message: "Weatherboard house,\ntwo storeys.\n\n<script>alert(2)</script>",
        panelUrl: "https://www.orbitpainting.com.au/admin-pwa",
        customerEmail: "ann@example.com",
      }),
    );
    expect(mail.subject).toBe("New quote request");
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;Co&quot;");
    expect(mail.html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(mail.text).toContain(`Name: ${hostile}`);
    expect(mail.text).toContain("Budget range: $5,000 - $10,000");
    expect(mail.text).toContain("Project details:\n\nWeatherboard house,\ntwo storeys.\n\n<script>alert(2)</script>");
    expect(mail.text).toContain("Open the admin panel: https://www.orbitpainting.com.au/admin-pwa");
    expect(mail.text).toMatch(/^Reply to the customer: ann@example\.com$/m);
    expect(mail.text).not.toContain("&lt;");
  });

  it("the customer's confirmation greets a plain first name only, and gives the phone number", async () => {
    const plain = await customerConfirmationEmail({ name: "Jane Citizen", email: "jane@example.com", service: "exterior" });
    expect(plain.text).toContain("Hi Jane,");
    expect(plain.text).toContain("Thank you for asking Orbit Painting for a quote for exterior painting.");
    expect(plain.text).toContain("within 24 hours");
    expect(plain.text).toContain("Need us sooner? Call 0491 570 156.");
    expect(plain.text).toContain("NSW Contractor Licence No.");
    expect(plain.html).toContain('href="tel:+61491570156"');
    // Anything else the visitor typed stays out: the form cannot send a stranger our e-mail with their text in it.
    const hostileName = await customerConfirmationEmail({ name: hostile, email: "x@example.com", service: null });
    expect(hostileName.text).toContain("Hi Ann,");
    expect(hostileName.html).not.toContain("img");
    expect(hostileName.html).not.toContain("&quot;Co&quot;");
    const noName = await customerConfirmationEmail({ name: "<b>Bot</b> spam.example", email: "x@example.com", service: null });
    expect(noName.text).toContain("Hi there,");
    expect(noName.html).not.toContain("Bot");
  });

  it("the reply is the owner's words as typed, line breaks and all", async () => {
    const message = "Hi Ava,\n<script>x</script>\n\nKind regards,\nOrbit Painting";
    const mail = await renderEmail("Re: Your Quote Request - Ava", createElement(Reply, { message }));
    expect(mail.text).toBe(message);
    expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("the sign-in code reads 'code is NNNNNN.' and names who asked", async () => {
    const mail = await verificationCodeEmail("012345", new Date("2026-11-25T00:10:00Z"), { ip: "203.0.113.7", userAgent: `<b>Bot</b>` });
    expect(mail.subject).toBe("Orbit Painting admin sign-in code");
    expect(mail.text).toMatch(/code is 012345\./);
    expect(mail.text).toContain("Requested from 203.0.113.7 (<b>Bot</b>).");
    expect(mail.text).toContain("at 11:10 am Sydney time");
    expect(mail.html).toContain("&lt;b&gt;Bot&lt;/b&gt;");
  });

  it.each([
    ["owner-alert", OwnerAlert],
    ["customer-confirmation", CustomerConfirmation],
    ["reply", Reply],
    ["sign-in-code", SignInCode],
    ["overdue-reminder", OverdueReminder],
    ["review-request", ReviewRequest],
    ["visit-confirmation", VisitConfirmation],
    ["visit-reminder", VisitReminder],
    ["visit-owner-alert", VisitOwnerAlert],
  ] as const)("%s renders with the preview's own props", async (_name, template) => {
    const mail = await renderEmail("Preview", createElement(template as (props: object) => React.ReactNode, template.PreviewProps));
    expect(mail.text.length).toBeGreaterThan(20);
  });

  it("the review request holds our text, the configured link and a safe first name only", async () => {
    const mail = await renderEmail("Thank you", createElement(ReviewRequest, { greeting: "Hi there,", reviewUrl: "https://g.page/r/x/review?a=1&b=2", unsubscribeUrl: "https://www.orbitpainting.com.au/unsubscribe/abc" }));
    expect(mail.html).toContain('href="https://g.page/r/x/review?a=1&amp;b=2"');
    // Spam Act 2003 s18: a commercial message carries a working unsubscribe.
    expect(mail.html).toContain('href="https://www.orbitpainting.com.au/unsubscribe/abc"');
    expect(mail.text).toContain("Stop these e-mails");
    expect(mail.text).toContain("Hi there,");
    expect(mail.text).toContain("Leave a Google review");
  });

  it("the sign-in ceiling e-mails say what was blocked, for how long, and from where", async () => {
    const passwords = await signinCeilingEmail({ failures: 20, lastFrom: "203.0.113.7" });
    expect(passwords.subject).toMatch(/admin sign-in blocked: too many wrong passwords$/);
    expect(passwords.text).toContain("20 wrong passwords");
    expect(passwords.text).toContain("the last from 203.0.113.7");
    expect(passwords.text).toContain("refused for the next hour");
    const codes = await codeCeilingEmail({ failures: 20, lastFrom: "2001:db8::1" });
    expect(codes.subject).toMatch(/admin sign-in blocked: too many wrong codes$/);
    expect(codes.text).toContain("20 wrong sign-in codes");
    expect(codes.text).toContain("refused for 24 hours");
    expect(codes.html).toMatch(/^<!DOCTYPE html/);
  });

  describe("the visit's e-mails", () => {
    const visit = {
      id: 42,
      leadId: 9,
      startsAt: new Date("2026-12-08T09:15:00+11:00"),
      endsAt: new Date("2026-12-08T10:00:00+11:00"),
      busyUntil: new Date("2026-12-08T10:30:00+11:00"),
      street: `12 <b>Smith</b> St`,
      suburb: "Parramatta",
      postcode: "2150",
      sequence: 1,
      cancelledAt: null,
      createdAt: new Date(),
    };
    const change: VisitChangeRow = { id: 5, kind: "moved", sequence: 1, startsAt: visit.startsAt, endsAt: visit.endsAt, previousStartsAt: new Date("2026-12-07T08:00:00+11:00"), visit };
    const lead = { id: 9, name: hostile, email: "ann@example.com", phone: "0412 345 678" };

    it("the customer's carries the invite, the booking page, the business's details and their own address escaped", async () => {
      const mail = await visitCustomerEmail(lead, change, "https://www.orbitpainting.com.au/book/token");
      expect(mail.subject).toBe("Your measure-up has moved to Tue 8 Dec, 9:15 am");
      expect(mail.text).toContain("Hi Ann,");
      expect(mail.text).toContain("When: Tue 8 Dec, 9:15 am to 10:00 am (Sydney time)");
      expect(mail.text).toContain("Before: Mon 7 Dec, 8:00 am");
      expect(mail.text).toContain("Orbit Painting\nNSW Contractor Licence No. 123456C\n0491 570 156 · support@orbitpainting.com.au\nwww.orbitpainting.com.au");
      expect(mail.html).toContain('href="https://www.orbitpainting.com.au/book/token"');
      expect(mail.html).toContain("12 &lt;b&gt;Smith&lt;/b&gt; St");
      expect(mail.html).not.toContain("<b>Smith");
      const ics = parseIcs(Buffer.from(mail.attachments![0]!.content).toString("utf8"));
      expect(mail.attachments![0]).toMatchObject({ filename: "visit.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST" });
      expect(ics.method).toBe("REQUEST");
      expect(ics.events[0]).toMatchObject({ uid: "visit-42@www.orbitpainting.com.au", sequence: 1, location: "12 <b>Smith</b> St, Parramatta NSW 2150", url: "https://www.orbitpainting.com.au/book/token" });
      const cancelled = await visitCustomerEmail(lead, { ...change, kind: "cancelled", sequence: 2, previousStartsAt: null }, "https://x.example/book/t");
      expect(cancelled.subject).toBe("Your measure-up on Tue 8 Dec, 9:15 am is cancelled");
      expect(parseIcs(Buffer.from(cancelled.attachments![0]!.content).toString("utf8"))).toMatchObject({ method: "CANCEL" });
    });

    it("the owner's says what changed, where (a maps link) and how to reach the customer", async () => {
      const mail = await visitOwnerEmail(lead, change);
      expect(mail.subject).toBe(`Visit moved: ${hostile}, Tue 8 Dec, 9:15 am`);
      expect(mail.replyTo).toBe("ann@example.com");
      expect(mail.text).toContain("Was: Mon 7 Dec, 8:00 am");
      expect(mail.text).toContain("Phone: 0412 345 678");
      expect(mail.html).toContain("https://www.google.com/maps/search/?api=1&amp;query=12%20%3Cb%3ESmith%3C%2Fb%3E%20St");
      expect(mail.html).not.toContain("<img src=x");
      expect(visitOwnerPayload(lead, change)).toEqual({ title: `Visit moved: ${hostile}`, body: "Tue 8 Dec, 9:15 am (was Mon 7 Dec, 8:00 am), Parramatta", url: "/admin-pwa", tag: "visit-42-1" });
    });
  });
});
