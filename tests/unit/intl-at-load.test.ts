import { afterAll, beforeEach, expect, it, vi } from "vitest";

// A page's first Intl formatter loads the locale's data, about 55 ms of a phone's main thread
// (lib/sydney-time.ts). Made while the panel's script is evaluated, it lengthens that long task;
// made on first use, it falls in a slice of hydration. So the panel's modules make none at load.
const made: string[] = [];
const real = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat, numberToLocale: Number.prototype.toLocaleString, dateToLocale: Date.prototype.toLocaleString };
const counted = <T extends object>(name: string, target: T): T =>
  new Proxy(target, {
    construct: (constructor, args) => (made.push(name), Reflect.construct(constructor as new (...args: unknown[]) => object, args)),
    apply: (fn, self, args) => (made.push(name), Reflect.apply(fn as (...args: unknown[]) => unknown, self, args)),
  });
Intl.DateTimeFormat = counted("Intl.DateTimeFormat", real.DateTimeFormat);
Intl.NumberFormat = counted("Intl.NumberFormat", real.NumberFormat);
Number.prototype.toLocaleString = counted("Number#toLocaleString", real.numberToLocale);
Date.prototype.toLocaleString = counted("Date#toLocaleString", real.dateToLocale);
// The unit workers share one module registry (vitest.config.ts): each test loads the modules anew.
beforeEach(() => {
  vi.resetModules();
  made.length = 0;
});
afterAll(() => {
  Object.assign(Intl, { DateTimeFormat: real.DateTimeFormat, NumberFormat: real.NumberFormat });
  Number.prototype.toLocaleString = real.numberToLocale;
  Date.prototype.toLocaleString = real.dateToLocale;
});

it("the signed-in panel's modules make no Intl formatter while they load", async () => {
  await import("@/components/admin/admin-panel");
  expect(made).toEqual([]);
});

// The estimate's calculator arrives after hydration: made at its load, the locale's data would
// lengthen that task (the page asks for it in a task of its own: lib/client/locale-data.ts).
it("the estimate's calculator makes no Intl formatter while it loads", async () => {
  const { estimateDraft } = await import("@/lib/estimate/from-draft");
  expect(estimateDraft).toBeTypeOf("function");
  expect(made).toEqual([]);
});

it("a formatter is made on its first use and kept", async () => {
  const { sydneyTime } = await import("@/lib/sydney-time");
  const { formatCents } = await import("@/lib/money/format");
  made.length = 0;
  expect([sydneyTime("2026-11-20T23:30:00.000Z", "day"), sydneyTime("2026-11-21T23:30:00.000Z", "day")]).toEqual(["21/11/2026", "22/11/2026"]);
  expect([formatCents(123450), formatCents(-5)]).toEqual(["$1,234.50", "-$0.05"]);
  expect(made).toEqual(["Intl.DateTimeFormat", "Intl.NumberFormat"]);
});
