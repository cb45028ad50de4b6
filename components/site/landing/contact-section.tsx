import { Clock, Globe, Mail, MapPin, Phone } from "lucide-react";
import { business, businessHours } from "@/lib/business";
import { regionalCoverage, serviceAreas } from "@/lib/landing-content";
import { QuoteForm } from "@/components/site/quote-form";
import { buttonVariants } from "@/components/ui/button-variants";

/** Contact: the quote form on the left, contact details and areas on the right. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Contact Us
          </h2>
          <p className="mt-4 text-lg text-slate-600">Reach out to discuss your project or request a free quote. We serve clients throughout NSW.</p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <QuoteForm submitClassName={`${buttonVariants({ variant: "accent", size: "lg" })} w-full sm:w-auto`} />
          </div>
          <div className="space-y-6 lg:col-span-2">
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">Contact Information</h3>
              <ul className="mt-4 space-y-3 text-slate-700">
                <li className="flex gap-3">
                  <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <a className="font-medium text-brand-800 underline-offset-4 hover:underline" href={business.phoneHref}>
                    {business.phone}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <a className="break-all font-medium text-brand-800 underline-offset-4 hover:underline" href={business.emailHref}>
                    {business.email}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <a className="font-medium text-brand-800 underline-offset-4 hover:underline" href={business.website}>
                    {business.websiteDisplay}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    {businessHours.days.map((day) => (
                      <div key={day.days} className="contents">
                        <dt className="font-medium">{day.days}</dt>
                        <dd>{day.hours}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              </ul>
              <p className="mt-4 text-sm text-slate-600">
                {business.quotePromise}. {business.emergency}.
              </p>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                Service Areas
              </h3>
              <p className="mt-2 text-sm text-slate-600">Our painting services cover NSW, including:</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {serviceAreas.map((area) => (
                  <li key={area.id} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                    {area.name}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-600">{regionalCoverage}</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
