import { Phone } from "lucide-react";
import { business } from "@/lib/business";

/** The trust and call-to-action band (a tel link and the online quote). */
export function TrustBand() {
  return (
    <section aria-labelledby="trust-heading" className="bg-accent-600 py-12 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 text-center sm:px-6 lg:flex-row lg:justify-between lg:px-8 lg:text-left">
        <div>
          <h2 id="trust-heading" className="text-2xl font-bold text-white sm:text-3xl">
            Licensed, insured and ready when you are
          </h2>
          <p className="mt-2 text-accent-50">
            {business.licence}. {business.quotePromise}. {business.emergency}.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <a href={business.phoneHref} className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-accent-700 hover:bg-accent-50">
            <Phone aria-hidden="true" className="size-5" />
            Call {business.phone}
          </a>
          <a href="#contact" className="rounded-md border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10">
            Get a Quote Online
          </a>
        </div>
      </div>
    </section>
  );
}
