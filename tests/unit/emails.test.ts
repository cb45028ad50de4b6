import { createElement } from "react";
import { describe, expect, it } from "vitest";
import CustomerConfirmation from "@/emails/customer-confirmation";
import OwnerAlert, { photosLine } from "@/emails/owner-alert";
import OverdueReminder from "@/emails/overdue-reminder";
import Reply from "@/emails/reply";
import ReviewRequest from "@/emails/review-request";
import SignInCode from "@/emails/sign-in-code";
import { codeCeilingEmail, signinCeilingEmail, verificationCodeEmail } from "@/lib/auth/email";
import { renderEmail } from "@/lib/mail/render";
import { customerConfirmationEmail } from "@/lib/leads/notify";

const hostile = `Ann <img src=x onerror="alert(1)"> & "Co" 'x'`;

describe("the e-mail templates", () => {
  it("the owner's alert says how many photos came and whether all are attached", async () => {
    expect(photosLine({ count: 1, attached: 1 })).toBe("1 photo, attached.");
    expect(photosLine({ count: 5, attached: 5 })).toBe("5 photos, attached.");
    expect(photosLine({ count: 5, attached: 3 })).toBe("5 photos; the first 3 attached (together they are over 10 MB). See them all in the admin panel.");
    expect(photosLine({ count: 2, attached: 0 })).toBe("2 photos; none attached (together they are over 10 MB). See them all in the admin panel.");
    const render = (photos?: { count: number; attached: number }) =>
      renderEmail("New quote request", createElement(OwnerAlert, { fields: [["Name", "Ann"]], message: null, panelUrl: "https://x.example/admin-pwa", customerEmail: "ann@example.com", photos }));
    expect((await render({ count: 2, attached: 2 })).text).toContain("Photos: 2 photos, attached.");
    expect((await render({ count: 0, attached: 0 })).text).not.toContain("Photos:");
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
  ] as const)("%s renders with the preview's own props", async (_name, template) => {
    const mail = await renderEmail("Preview", createElement(template as (props: object) => React.ReactNode, template.PreviewProps));
    expect(mail.text.length).toBeGreaterThan(20);
  });

  it("the review request holds our text, the configured link and a safe first name only", async () => {
    const mail = await renderEmail("Thank you", createElement(ReviewRequest, { greeting: "Hi there,", reviewUrl: "https://g.page/r/x/review?a=1&b=2" }));
    expect(mail.html).toContain('href="https://g.page/r/x/review?a=1&amp;b=2"');
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
});
