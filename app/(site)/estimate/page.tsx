import type { Metadata } from "next";
import { connection } from "next/server";
import { EstimateCalculator } from "@/components/site/estimate/estimate-calculator";
import { ToolPage } from "@/components/tools/tool-page";
import { buttonVariants } from "@/components/ui/button-variants";
import { business } from "@/lib/business";
import { currentEstimatorSettings } from "@/lib/estimate/current-settings";
import { initialDraft } from "@/lib/estimate/draft";
import { estimateDraft } from "@/lib/estimate/from-draft";
import { currentRateCard } from "@/lib/rate-card/current";

export const metadata: Metadata = {
  title: "Instant Estimate",
  description: `A price range for your painting job in under a minute, from ${business.name}'s own rates: rooms inside, walls, eaves and fences outside. Then a free measure-up for the firm price.`,
  alternates: { canonical: "/estimate" },
};

/**
 * The instant estimate, the calculator an island. Rendered per request with the rate card and
 * settings as they are now: a rate the owner saves shows on the next visit, and the page's
 * scripts carry the request's CSP nonce. The empty form's answer is computed here, so the
 * browser loads the schema only after the page is up.
 */
export default async function EstimatePage() {
  await connection();
  const [rateCard, settings] = await Promise.all([currentRateCard(), currentEstimatorSettings()]);
  return (
    <ToolPage
      title="Instant estimate"
      intro="A price range in under a minute, from our own rates. An estimate, not a quote: the firm price follows a free measure-up."
      width="full"
    >
      <EstimateCalculator
        rateCard={rateCard}
        settings={settings}
        firstAnswer={estimateDraft(initialDraft, rateCard, settings)}
        submitClassName={`${buttonVariants({ variant: "accent", size: "lg" })} w-full sm:w-auto`}
      />
    </ToolPage>
  );
}
