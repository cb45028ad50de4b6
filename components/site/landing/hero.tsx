import Image from "next/image";
import { business } from "@/lib/business";
import { blurredPlaceholder, heroImage } from "@/lib/site-images";
import { CheckCircle2 } from "lucide-react";

/** The hero (anchor home) with its two buttons. */
export function Hero() {
  return (
    <section id="home" aria-labelledby="home-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:gap-12 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">{business.licence}</p>
          <h1 id="home-heading" className="mt-5 text-4xl font-bold tracking-tight sm:text-5xl">
            Painting and decorating across Sydney and regional NSW
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">
            Homes, strata and commercial spaces painted properly by licensed tradespeople: careful preparation, premium paints and a clean site at the end of
            every day.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contact" className="rounded-md bg-accent-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-accent-700">
              Request a Free Quote
            </a>
            <a href="#services" className="rounded-md border border-brand-900 bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50">
              Explore Services
            </a>
          </div>
          <p className="mt-4 text-slate-700">
            Not sure of the cost?{" "}
            <a href="/estimate" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              Get an instant estimate
            </a>
          </p>
          <ul className="mt-8 grid gap-2 text-slate-700 sm:grid-cols-2">
            {[`${business.quotePromise}`, `${business.emergency}`, "Licensed and fully insured", "Sydney, Central Coast and regional NSW"].map((point) => (
              <li key={point} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <Image
          src={heroImage}
          alt="A weatherboard home being repainted: ladder against the wall, drop sheets and paint tins on the lawn"
          placeholder={blurredPlaceholder(heroImage)}
          preload
          loading="eager"
          fetchPriority="high"
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl ring-1 ring-slate-900/5"
        />
      </div>
    </section>
  );
}
