import { describe, expect, it } from "vitest";
import { formatMinutes, formatShare, leadTexts, sourceLabel } from "@/lib/leads/model/lead-texts";

describe("the panel's lead wording", () => {
  it.each([
    [0, "0 min"],
    [44.6, "45 min"],
    [59.4, "59 min"],
    [60, "1 h"],
    [200, "3 h 20 min"],
    [24 * 60 - 1, "23 h 59 min"],
    [24 * 60, "1 d"],
    [52 * 60 + 30, "2 d 4 h"],
    [-5, "0 min"],
  ])("says %f minutes as %s", (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it("says a share as a whole percentage, nothing to divide as a dash", () => {
    expect(formatShare(0.8333)).toBe("83%");
    expect(formatShare(1)).toBe("100%");
    expect(formatShare(0)).toBe("0%");
    expect(formatShare(null)).toBe("–");
  });

  it("names a status change, Lost with its reason", () => {
    expect(leadTexts.status.changed("Ann", "quote_sent")).toBe("Ann is now Quote sent.");
    expect(leadTexts.status.changed("Ann", "lost", "went_elsewhere")).toBe("Ann is now Lost (Went elsewhere).");
  });

  it("calls the numbers' direct source Direct and leaves the others as counted", () => {
    expect(sourceLabel("direct")).toBe("Direct");
    expect(sourceLabel("google")).toBe("google");
  });
});
