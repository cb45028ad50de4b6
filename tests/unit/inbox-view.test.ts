import { describe, expect, it } from "vitest";
import { replyBody, replySubject } from "@/lib/leads/model/reply-template";
import { countToday, formatSydneyDateTime, projectTypeBadgeClass, serviceLabel } from "@/lib/leads/model/view";


describe("project type badges", () => {
  it.each([
    ["interior", "bg-blue-100"],
    ["exterior", "bg-green-100"],
    ["commercial", "bg-purple-100"],
    ["repair", "bg-orange-100"],
    ["something-else", "bg-orange-100"],
    [null, "bg-slate-100"],
    ["", "bg-slate-100"],
  ])("%s is %s", (service, colour) => {
    expect(projectTypeBadgeClass(service)).toContain(colour);
  });

  it("labels services as the form does", () => {
    expect(serviceLabel("repair")).toBe("Preparation & Repairs");
    expect(serviceLabel(null)).toBe("Not specified");
    expect(serviceLabel("legacy-value")).toBe("legacy-value");
  });
});

describe("Sydney dates", () => {
  it("shows en-AU in Australia/Sydney", () => {
    expect(formatSydneyDateTime("2026-11-20T23:30:00.000Z")).toBe("21/11/2026, 10:30:00 am");
  });

  it("counts today's quotes by the Sydney calendar, not UTC", () => {
    const now = new Date("2026-11-23T14:00:00Z"); // 24 Nov, 1 am in Sydney
    const leads = [
      { createdAt: "2026-11-23T13:30:00Z" }, // 24 Nov, 12:30 am Sydney: today
      { createdAt: "2026-11-23T12:30:00Z" }, // 23 Nov, 11:30 pm Sydney: yesterday
    ];
    expect(countToday(leads, now)).toBe(1);
  });
});

describe("the reply prefill", () => {
  it("greets by name and signs with business name, licence and phone", () => {
    expect(replySubject("Ava Lee")).toBe("Re: Your Quote Request - Ava Lee");
    const body = replyBody("Ava Lee");
    expect(body.startsWith("Hi Ava Lee,")).toBe(true);
    expect(body).toContain("Thank you");
    expect(body).toContain("Orbit Painting");
    expect(body).toContain("NSW Contractor Licence No. 123456C");
    expect(body).toContain("0491 570 156");
  });
});
