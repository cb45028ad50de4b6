import type { Metadata } from "next";
import { EstimateCalculator } from "@/components/site/estimate/estimate-calculator";
import { ToolPage } from "@/components/tools/tool-page";
import { buttonVariants } from "@/components/ui/button-variants";
import { business } from "@/lib/business";
import { currentEstimatorSettings } from "@/lib/estimate/current-settings";
import { currentRateCard } from "@/lib/rate-card/current";

export const metadata: Metadata = {
  title: `Instant Estimate | ${business.name}`,
  description: `A price range for your painting job in under a minute, from ${business.name}'s own rates: rooms inside, walls, eaves and fences outside. Then a free measure-up for the firm price.`,
  alternates: { canonical: "/estimate" },
};

/**
 * Rendered again at most an hour after a deploy: `next build` prerenders with the starter rates
 * (no database then). A change to the rate card or the estimator settings renders it again at
 * once (lib/estimate/refresh-page.ts).
 */
export const revalidate = 3600;

/** The instant estimate: prerendered with the rate card and settings, the calculator an island. */
export default async function EstimatePage() {
  const [rateCard, settings] = await Promise.all([currentRateCard(), currentEstimatorSettings()]);
  return (
    <ToolPage
      title="Instant estimate"
      intro="A price range in under a minute, from our own rates. An estimate, not a quote: the firm price follows a free measure-up."
      width="full"
    >
      <EstimateCalculator rateCard={rateCard} settings={settings} submitClassName={`${buttonVariants({ variant: "accent", size: "lg" })} w-full sm:w-auto`} />
    </ToolPage>
  );
}
