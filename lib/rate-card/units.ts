import type { RateCardUnit } from "./starter";

/** A rate card unit as people read it: after a quantity ("12.5 m²") and after a price ("$24.00 / m²"). */
export const unitLabels: Record<RateCardUnit, { long: string; short: string }> = {
  m2: { long: "m²", short: "m²" },
  lm: { long: "linear metre", short: "lm" },
  each: { long: "each", short: "each" },
  hour: { long: "hour", short: "hour" },
  fixed: { long: "fixed", short: "fixed" },
};
