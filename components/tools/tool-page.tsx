const widths = { narrow: "max-w-2xl", wide: "max-w-4xl", full: "max-w-6xl" } as const;

/** The frame of the public tool pages (/qrcode, /business-card, /estimate): heading, intro, then the tool. */
export function ToolPage({ title, intro, width, children }: { title: string; intro: string; width: keyof typeof widths; children: React.ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`mx-auto px-4 py-12 sm:px-6 sm:py-16 ${widths[width]}`}>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
