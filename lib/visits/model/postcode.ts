/**
 * NSW postcodes of a street address: 2000-2599, 2619-2899 and 2921-2999 (Australia Post's
 * ranges; NSW's 1000-1999 are PO boxes and large-volume receivers, never a house). The ACT's
 * 2600-2618 and 2900-2920 sit inside the 2xxx block but are not NSW, and every other state has its
 * own first digit. Jervis Bay Territory (2540) shares a NSW postcode and counts as NSW here.
 */
const nswRanges: readonly (readonly [number, number])[] = [
  [2000, 2599],
  [2619, 2899],
  [2921, 2999],
];

/** True for a 4-digit NSW postcode; false for any other postcode or text. */
export function isNswPostcode(postcode: string): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  const value = Number(postcode);
  return nswRanges.some(([from, to]) => value >= from && value <= to);
}
