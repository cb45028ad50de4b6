"use client";

import { toPng } from "html-to-image";
import { Download, Eye, EyeOff, Mail, RefreshCw } from "lucide-react";
import Image from "next/image";
import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  CARD_EXPORT_SCALE,
  CARD_IMAGE_TIMEOUT_MS,
  EMAIL_TOAST_MS,
  cardFileName,
  cardMailto,
  cardMessages,
  cardSides,
  otherSide,
  withTimeout,
  type CardSide,
} from "@/lib/tools/business-card";
import { openLink } from "./download";
import { embedPageFonts } from "@/lib/tools/embed-page-fonts";
import { CardFace } from "./business-card-faces";

/**
 * /business-card: the card's two sides, switched by tabs or Flip, each downloadable as a PNG at
 * 3x; Send via Email downloads both and opens an e-mail to attach them to. Everything happens
 * in the browser: nothing is sent to our server.
 */
export function BusinessCardDesigner() {
  const [side, setSide] = useState<CardSide>("front");
  const [showReference, setShowReference] = useState(false);
  const [busy, setBusy] = useState<"download" | "email" | null>(null);
  // The export copies of both sides, off screen at their true size (see render below).
  const faces = useRef<Record<CardSide, HTMLDivElement | null>>({ front: null, back: null });
  const fontCss = useRef<Promise<string> | null>(null);

  /** One side as a PNG data URL. The page's own @font-face rules are embedded once, so the
   *  image uses the same fonts as the screen and nothing is fetched from another origin.
   *  The time limit covers all of it, the font files' fetches included: a fetch that never
   *  answers is aborted and the next try fetches again. */
  function renderSide(which: CardSide): Promise<string> {
    return withTimeout(
      async (signal) => {
        const node = faces.current[which];
        if (!node) throw new Error(`the ${which} side is not on the page`);
        fontCss.current ??= embedPageFonts(undefined, signal).catch((error: unknown) => {
          fontCss.current = null;
          throw error;
        });
        const fontEmbedCSS = await fontCss.current;
        return toPng(node, { pixelRatio: CARD_EXPORT_SCALE, fontEmbedCSS, cacheBust: false, backgroundColor: "#ffffff" });
      },
      CARD_IMAGE_TIMEOUT_MS,
    );
  }

  async function downloadCurrent() {
    const which = side;
    setBusy("download");
    try {
      openLink(await renderSide(which), cardFileName(which));
      toast.success(cardMessages.downloadedTitle, { description: cardMessages.downloaded(which) });
    } catch (error) {
      console.error("[business card] download failed", error);
      toast.error(cardMessages.downloadFailedTitle, { description: cardMessages.downloadFailed(which) });
    } finally {
      setBusy(null);
    }
  }

  async function sendByEmail() {
    setBusy("email");
    try {
      const images = await Promise.all(cardSides.map(async (which) => [which, await renderSide(which)] as const));
      for (const [which, image] of images) openLink(image, cardFileName(which));
      openLink(cardMailto());
      toast.success(cardMessages.emailOpenedTitle, { description: cardMessages.emailOpened, duration: EMAIL_TOAST_MS });
    } catch (error) {
      console.error("[business card] e-mail preparation failed", error);
      toast.error(cardMessages.emailFailed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Tabs value={side} onValueChange={(value) => setSide(value as CardSide)}>
        <TabsList aria-label="Card side" className="max-w-sm">
          <TabsTrigger value="front">Front</TabsTrigger>
          <TabsTrigger value="back">Back</TabsTrigger>
        </TabsList>
        {cardSides.map((which) => (
          <TabsContent
            key={which}
            value={which}
            aria-label={`${which === "front" ? "Front" : "Back"} of the business card`}
            className="mt-6 flex justify-center overflow-x-auto rounded-2xl bg-slate-100 px-2 py-8 sm:px-8 sm:py-12"
          >
            {/* Mounted when its tab opens: the flip animation plays each time (not with reduced motion). */}
            <div className="motion-safe:animate-card-flip">
              <CardFace side={which} data-testid={`card-${which}`} />
            </div>
          </TabsContent>
        ))}
      </Tabs>

      <div className="flex flex-wrap justify-center gap-3">
        <Button type="button" onClick={() => void downloadCurrent()} disabled={busy !== null}>
          <Download aria-hidden="true" />
          {busy === "download" ? "Preparing..." : `Download ${side === "front" ? "Front" : "Back"} (PNG)`}
        </Button>
        <Button type="button" variant="accent" onClick={() => void sendByEmail()} disabled={busy !== null}>
          <Mail aria-hidden="true" />
          {busy === "email" ? "Preparing..." : "Send via Email"}
        </Button>
        <Button type="button" variant="outline" onClick={() => setSide(otherSide)}>
          <RefreshCw aria-hidden="true" />
          Flip Card
        </Button>
        <Button type="button" variant="outline" aria-expanded={showReference} aria-controls="card-reference" onClick={() => setShowReference((shown) => !shown)}>
          {showReference ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {showReference ? "Hide Reference Image" : "Show Reference Image"}
        </Button>
      </div>

      <figure id="card-reference" hidden={!showReference} className="rounded-2xl border border-slate-200 bg-white p-4">
        <Image
          src="/images/business-card-reference.svg"
          alt="Print reference for the business card: front and back at 90 by 50 millimetres, with the 3 millimetre bleed and the 4 millimetre safe area marked"
          width={960}
          height={330}
          unoptimized
          className="h-auto w-full"
        />
        <figcaption className="mt-3 text-sm text-slate-600">
          Print reference: 90 mm x 50 mm, 3 mm bleed, keep text inside the 4 mm safe area. Exported images are PNG at {CARD_EXPORT_SCALE}x screen size.
        </figcaption>
      </figure>

      {/* The export copies: laid out at their true size but off screen and hidden from assistive tech. */}
      <div aria-hidden="true" inert className="pointer-events-none fixed top-0 -left-[10000px]">
        {cardSides.map((which) => (
          <CardFace key={which} side={which} ref={(node) => void (faces.current[which] = node)} className="rounded-none shadow-none" />
        ))}
      </div>
    </div>
  );
}
