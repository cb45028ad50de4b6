import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { buttonVariants } from "@/components/ui/button-variants";
import { clientIpFrom } from "@/lib/http/client-ip";
import { HttpError } from "@/lib/http/responses";
import { isOptedOut, unsubscribeAddress, unsubscribeTexts as texts } from "@/lib/mail/unsubscribe";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: texts.title, robots: { index: false, follow: false }, manifest: null };

/**
 * The page behind "Stop these e-mails" in a customer's e-mail: one button, so that a mail
 * scanner that opens every link (a GET) cannot unsubscribe anyone; the mail app's own one-click
 * Unsubscribe posts straight to the route. Unknown link: 404.
 */
export default async function UnsubscribePage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ done?: string }> }) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  let email: string;
  try {
    email = await unsubscribeAddress(token, clientIpFrom(await headers()));
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 429)) notFound();
    throw error;
  }
  const done = query.done === "1" || (await isOptedOut(email));
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
      {done ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-[15px] text-emerald-900">
          {texts.done(email)}
        </p>
      ) : (
        <form method="post" action={`/api/unsubscribe/${token}`} className="mt-4">
          <input type="hidden" name="page" value="1" />
          <p className="text-[15px] text-slate-800">
            {texts.intro} <strong>{email}</strong>.
          </p>
          <button type="submit" className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-4`}>
            {texts.button}
          </button>
        </form>
      )}
    </main>
  );
}
