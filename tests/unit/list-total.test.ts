import { describe, expect, it } from "vitest";
import { totalOf } from "@/lib/panel/list";

describe("a view's total, from its status counts", () => {
  const counts = { new: 7, contacted: 5, visit_booked: 6, quote_sent: 3, won: 2, lost: 1, overdue: 4 };

  it("is every status's count without a status filter (overdue requests are New ones)", () => {
    expect(totalOf({ sort: "newest" }, counts)).toBe(24);
  });

  it("is the filtered status's count, overdue included", () => {
    expect(totalOf({ sort: "newest", status: "won" }, counts)).toBe(2);
    expect(totalOf({ sort: "newest", status: "overdue" }, counts)).toBe(4);
  });

  it("in the oldest-unanswered order, counts only New requests, however filtered", () => {
    expect(totalOf({ sort: "oldest_unanswered" }, counts)).toBe(7);
    expect(totalOf({ sort: "oldest_unanswered", status: "new" }, counts)).toBe(7);
    expect(totalOf({ sort: "oldest_unanswered", status: "overdue" }, counts)).toBe(4);
    expect(totalOf({ sort: "oldest_unanswered", status: "won" }, counts)).toBe(0);
  });
});
