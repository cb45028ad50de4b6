import { consumerBuildingGuideUrl } from "@/lib/business";
import { isHundredths, toHundredths } from "@/lib/money";

/**
 * The NSW Home Building Act 1989 and Regulation 2014 as this business applies them to a quote:
 * configured figures and texts the owner has had checked (README, "Before launch"), not advice.
 * Residential work only; commercial work is exempt from all of it.
 */
export const nswThresholds = {
  /** Over this total incl GST: a written small-jobs contract and the Consumer Building Guide. */
  smallJobsOverCents: 5_000_00,
  /** Over this total incl GST: a full written contract, HBC insurance before money, cooling-off. */
  fullContractOverCents: 20_000_00,
  /** The most a residential deposit may be, in percent of the contract price. */
  maxResidentialDepositPercent: 10,
} as const;

/** Which contract the Act asks for: none for commercial or small work, then small jobs, then full. */
export type NswContractKind = "commercial" | "under-threshold" | "small-jobs" | "full-contract";

/** A statement a quote carries, in the order shown. */
export interface NswStatement {
  id: "small-jobs" | "full-contract" | "cooling-off";
  title: string;
  text: string;
  link?: { label: string; url: string };
}

/** What the Act asks of one quote. */
export interface NswRules {
  kind: NswContractKind;
  statements: NswStatement[];
  /** True over $20,000 residential: no deposit may be invoiced or taken on acceptance alone. */
  moneyNeedsContractAndInsurance: boolean;
}

const consumerBuildingGuideLink = { label: "Consumer Building Guide (NSW Government)", url: consumerBuildingGuideUrl };

const smallJobs: NswStatement = {
  id: "small-jobs",
  title: "Residential work over $5,000: written contract",
  text:
    "This work is residential building work over $5,000 including GST, so under the Home Building Act 1989 (NSW) it is done under a written contract, dated and signed by you and by us (section 7). " +
    "We signed this quote when we sent it to you (the signature is shown below, with its date); accepting it records your name and the date and time, which completes the contract, and you get a copy. " +
    "This quote sets out what that contract contains: our names (ours as shown on our contractor licence), our licence number, a description of the work and the contract price. " +
    "The work will comply with the Building Code of Australia, all other relevant codes, standards and specifications, and the conditions of any development consent. " +
    "Please read the Consumer Building Guide, linked below, before you accept.",
  link: consumerBuildingGuideLink,
};

const fullContract: NswStatement = {
  id: "full-contract",
  title: "Over $20,000: full contract and insurance first",
  text:
    "The total is over $20,000 including GST. A full written home building contract and Home Building Compensation (HBC) insurance are required before any money is taken. " +
    "Accepting this quote does not replace that contract: we will send it to you to sign, with the certificate of HBC insurance, before we ask for any deposit or payment.",
  link: consumerBuildingGuideLink,
};

const coolingOff: NswStatement = {
  id: "cooling-off",
  title: "Cooling-off period",
  text:
    "You may rescind (cancel) the contract within 5 clear business days after you are given a copy of the signed contract (Home Building Act 1989 (NSW), section 7BA). " +
    "Give us a written notice saying you rescind the contract, personally or at our address shown in the contract. " +
    "We may then keep, out of any money already paid, our reasonable out-of-pocket expenses incurred before you rescinded, and we refund all other money.",
};

/**
 * The contract kind and statements for a quote. `totalCents` is incl GST: before acceptance pass
 * the most the customer could accept (every optional line), so no choice can leave a statement out.
 * `sameJobCents`: the accepted quotes for the same job (the lead's other accepted work on a home).
 * One job split into quotes is one contract price: the thresholds and the insurance rule apply to
 * the sum (Home Building Act 1989 (NSW) s92(4) adds contracts for the same work together).
 */
/*
 * HBC insurance and multi-storey buildings: the Home Building Regulation exempts from Part 6 of
 * the Act (s92's insurance) only residential building work "relating to the construction of a
 * multi-storey building" (a rise in storeys of more than 3 and 2 or more dwellings; Home Building
 * Regulation 2004 cl 74, remade in the 2014 Regulation's Part 6 exemptions; Fair Trading NSW: the
 * exemption "applies only to the construction of multi-storey buildings and not to other works",
 * such as repairs, maintenance and renovations). Painting an existing apartment or strata building
 * is never its construction, so no storey count changes the rule: over $20,000 an apartment or
 * strata quote needs the insurance like a house's (moneyNeedsContractAndInsurance below).
 */
export function nswRules({ residential, totalCents, sameJobCents = 0 }: { residential: boolean; totalCents: number; sameJobCents?: number }): NswRules {
  if (!residential) return { kind: "commercial", statements: [], moneyNeedsContractAndInsurance: false };
  totalCents += sameJobCents;
  if (totalCents > nswThresholds.fullContractOverCents) {
    return { kind: "full-contract", statements: [fullContract, coolingOff], moneyNeedsContractAndInsurance: true };
  }
  if (totalCents > nswThresholds.smallJobsOverCents) return { kind: "small-jobs", statements: [smallJobs], moneyNeedsContractAndInsurance: false };
  return { kind: "under-threshold", statements: [], moneyNeedsContractAndInsurance: false };
}

/**
 * Whether the quote links the Consumer Building Guide, so the customer confirms receiving it on
 * acceptance (Home Building Act 1989 (NSW) s7; Home Building Regulation 2014).
 */
export function guideApplies(document: { nsw: { statements: readonly NswStatement[] } }): boolean {
  return document.nsw.statements.some((statement) => statement.link?.url === consumerBuildingGuideUrl);
}

/**
 * Whether sending the quote records the licence holder's signature: the contract over $5,000 for a
 * home is signed by both parties (Home Building Act 1989 (NSW) s7(2)), so the same threshold as
 * the small-jobs statement (with the same job's accepted quotes, s92(4)).
 */
export function licenseeSignatureApplies(rules: Pick<NswRules, "kind">): boolean {
  return rules.kind === "small-jobs" || rules.kind === "full-contract";
}

/** The signature line the page and the PDF show, exactly. */
export const signatureLine = (licensedName: string, name: string): string => `Signed for ${licensedName} by ${name}`;

/** The builder's and the API's message for a refused deposit. */
export const depositTooHighMessage = `For residential work in NSW the deposit cannot be more than ${nswThresholds.maxResidentialDepositPercent}% of the contract price (Home Building Act 1989, section 8).`;

/**
 * Why a deposit is refused, or null when it is allowed: over 10% on residential work. One
 * function for the API's 400 and the builder's message (quote-schema.ts calls it).
 */
export function depositRefusal({ residential, depositPercent }: { residential: boolean; depositPercent: number | string }): string | null {
  // A percentage that is not one (a third decimal, text) is the schema's to refuse, not this rule's.
  if (!residential || !isHundredths(depositPercent)) return null;
  return toHundredths(depositPercent) > nswThresholds.maxResidentialDepositPercent * 100 ? depositTooHighMessage : null;
}
