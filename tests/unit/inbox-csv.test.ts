import { describe, expect, it } from "vitest";
import { csvField, csvLine, leadCsvFileName } from "@/lib/panel/csv";
import { containsPattern } from "@/lib/panel/list";

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rlf", '"cr\rlf"'],
    ["=1+1", "'=1+1"],
    ["+61 400 000 000", "'+61 400 000 000"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j becomes %j", (input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it("writes numbers, booleans and empty values", () => {
    expect(csvLine([1, true, null, undefined, "x"])).toBe("1,true,,,x\r\n");
  });
});

describe("quoteCsvFileName", () => {
  it("names the view and the Sydney date", () => {
    // 23 Nov 2026 20:00 UTC is already 24 Nov in Sydney (UTC+11 in summer).
    expect(leadCsvFileName(false, new Date("2026-11-23T20:00:00Z"))).toBe("orbit-quotes-active-2026-11-24.csv");
    expect(leadCsvFileName(true, new Date("2026-11-23T10:00:00Z"))).toBe("orbit-quotes-archived-2026-11-23.csv");
  });
});

describe("search patterns", () => {
  it("takes % _ and \\ literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
