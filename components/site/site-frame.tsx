import { Footer } from "./footer";
import { Header } from "./header";
import { VisitSourceCapture } from "./visit-source";

/** The public header and footer around a page, with a skip link first. */
export function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <VisitSourceCapture />
    </>
  );
}
