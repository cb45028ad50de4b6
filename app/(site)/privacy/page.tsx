import type { Metadata } from "next";
import { business } from "@/lib/business";
import { privacyPolicy } from "@/lib/privacy-policy";

export const metadata: Metadata = {
  title: privacyPolicy.title,
  description: `What ${business.name} collects when you ask for a quote, why, how long it is kept, and how to have it deleted.`,
  alternates: { canonical: "/privacy" },
};

/** The privacy policy (lib/privacy-policy.ts holds its text): a static page, linked from the footer and the quote form. */
export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{privacyPolicy.title}</h1>
      <p className="mt-2 text-sm text-slate-600">Updated {privacyPolicy.updated}</p>
      <p className="mt-6 text-lg text-slate-700">{privacyPolicy.intro}</p>
      {privacyPolicy.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.lead && <p className="mt-3 text-slate-700">{section.lead}</p>}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
