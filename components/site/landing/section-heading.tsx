/** A section's eyebrow, heading and intro, the same on every landing section. */
export function SectionHeading({ id, eyebrow, title, intro, tone = "light" }: { id: string; eyebrow: string; title: string; intro?: string; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? "text-accent-400" : "text-accent-600"}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : ""}`}>
        {title}
      </h2>
      {intro && <p className={`mt-4 text-lg ${dark ? "text-brand-100" : "text-slate-600"}`}>{intro}</p>}
    </div>
  );
}
