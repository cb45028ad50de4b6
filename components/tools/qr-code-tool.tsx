"use client";

import { Download, Globe, Link2, Minus, Plus } from "lucide-react";
import QRCode from "qrcode";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { business } from "@/lib/business";
import { saveText } from "./download";
import { canGrowQr, canShrinkQr, clampQrSize, growQr, qrContent, qrErrorMessage, qrOptions, qrSize, shrinkQr, type QrMode } from "@/lib/tools/qr";

type Rendered = { text: string; size: number } & ({ svg: string; error?: undefined } | { svg?: undefined; error: string });

/** The page's own host, for the Custom URL placeholder (the prerendered HTML shows the domain). */
function useHost(): string {
  return useSyncExternalStore(
    () => () => {},
    () => window.location.host,
    () => business.websiteDisplay,
  );
}

/** /qrcode: a QR code for the website or any typed text, drawn and downloaded in the browser. */
export function QrCodeTool() {
  const host = useHost();
  const [mode, setMode] = useState<QrMode>("website");
  // Kept while the Website tab is open, so switching back restores it.
  const [customText, setCustomText] = useState("");
  const [size, setSize] = useState<number>(qrSize.initial);
  const [rendered, setRendered] = useState<Rendered | null>(null);

  const text = qrContent(mode, customText, business.website);

  useEffect(() => {
    let current = true;
    QRCode.toString(text, { ...qrOptions, type: "svg", width: size })
      .then((svg) => current && setRendered({ text, size, svg }))
      .catch((error: unknown) => current && setRendered({ text, size, error: qrErrorMessage(error) }));
    return () => {
      current = false;
    };
  }, [text, size]);

  function download() {
    if (!rendered?.svg) return;
    saveText(rendered.svg, "image/svg+xml", business.qrFileName);
  }

  const ready = rendered?.text === text && rendered.size === size ? rendered : null;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <Tabs value={mode} onValueChange={(value) => setMode(value as QrMode)}>
        <TabsList aria-label="What the QR code opens">
          <TabsTrigger value="website">
            <Globe aria-hidden="true" className="h-4 w-4" />
            Website
          </TabsTrigger>
          <TabsTrigger value="custom">
            <Link2 aria-hidden="true" className="h-4 w-4" />
            Custom URL
          </TabsTrigger>
        </TabsList>
        <TabsContent value="website">
          <p className="rounded-lg bg-brand-50 p-4 text-sm text-slate-700">
            This code opens our website, <strong className="text-brand-950">{business.websiteDisplay}</strong>. Print it on flyers, quotes, site signs and
            the van so customers can find us in one scan.
          </p>
        </TabsContent>
        <TabsContent value="custom">
          <label htmlFor="qr-custom-url" className="text-sm font-semibold text-slate-800">
            URL or text to encode
          </label>
          <input
            id="qr-custom-url"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={customText}
            placeholder={host}
            onChange={(event) => setCustomText(event.target.value)}
            aria-describedby="qr-custom-hint"
            className="mt-2 block w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <p id="qr-custom-hint" className="mt-2 text-sm text-slate-600">
            Used exactly as typed. Left empty, the code opens our website.
          </p>
        </TabsContent>
      </Tabs>

      <div className="mt-6 flex flex-col items-center gap-6">
        <figure className="flex w-full flex-col items-center gap-3">
          <div className="flex min-h-40 w-full items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
            {ready?.svg ? (
              // eslint-disable-next-line @next/next/no-img-element -- a generated data: SVG, nothing for next/image to optimise
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ready.svg)}`}
                width={size}
                height={size}
                alt={`QR code for ${text}`}
                data-testid="qr-preview"
                className="h-auto max-w-full bg-white"
              />
            ) : ready?.error ? (
              <p role="alert" className="px-4 text-center font-semibold text-red-800">
                {ready.error}
              </p>
            ) : (
              <p className="text-sm text-slate-600">Drawing the QR code...</p>
            )}
          </div>
          <figcaption className="max-w-full truncate text-center text-sm text-slate-600">
            {size} × {size} px · {text}
          </figcaption>
        </figure>

        <div className="w-full max-w-md">
          <p id="qr-size-label" className="mb-3 flex justify-between text-sm font-semibold text-slate-800">
            <span>Size</span>
            <span aria-hidden="true">{size} px</span>
          </p>
          <div className="flex items-center gap-3">
            <Button type="button" variant="outline" size="icon" aria-label="Smaller" onClick={() => setSize(shrinkQr)} disabled={!canShrinkQr(size)}>
              <Minus aria-hidden="true" />
            </Button>
            <Slider
              thumbLabel="QR code size in pixels"
              min={qrSize.min}
              max={qrSize.max}
              step={qrSize.step}
              value={[size]}
              onValueChange={([value]) => setSize(clampQrSize(value ?? qrSize.initial))}
            />
            <Button type="button" variant="outline" size="icon" aria-label="Larger" onClick={() => setSize(growQr)} disabled={!canGrowQr(size)}>
              <Plus aria-hidden="true" />
            </Button>
          </div>
        </div>

        <Button type="button" size="lg" onClick={download} disabled={!ready?.svg} className="w-full max-w-md">
          <Download aria-hidden="true" />
          Download QR Code
        </Button>
      </div>
    </div>
  );
}
