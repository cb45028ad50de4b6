import { CheckCircle2, Globe, Mail, Phone } from "lucide-react";
import type { ComponentProps } from "react";
import { LogoMark } from "@/components/site/logo";
import { business, businessCardServices } from "@/lib/business";
import { cardSize, type CardSide } from "@/lib/tools/business-card";
import { cn } from "@/lib/utils";

/**
 * The two sides of the 90 mm x 50 mm card, drawn at a fixed 360 x 200 px (4 px per mm) so the
 * exported PNG is always the same size, whatever the screen. Only this site's fonts and inline
 * SVG icons: nothing the image renderer would have to fetch from elsewhere.
 */
export function CardFace({ side, className, ...props }: { side: CardSide } & ComponentProps<"div">) {
  return (
    <div
      className={cn("relative shrink-0 overflow-hidden rounded-[10px] font-sans shadow-lg", className)}
      style={{ width: cardSize.widthPx, height: cardSize.heightPx }}
      {...props}
    >
      {side === "front" ? <CardFront /> : <CardBack />}
    </div>
  );
}

function CardFront() {
  return (
    <div className="flex h-full flex-col justify-between bg-[#0f2b46] px-6 pt-5 pb-6 text-white">
      <div className="flex items-center gap-3">
        <LogoMark className="h-12 w-12 shrink-0" />
        <div>
          <p className="font-display text-[22px] leading-tight font-bold tracking-tight">{business.name}</p>
          <p className="text-[11px] font-semibold tracking-wide text-orange-300 uppercase">{business.tagline}</p>
        </div>
      </div>
      <ul className="space-y-1.5 text-[12px] leading-none">
        <li className="flex items-center gap-2">
          <Phone className="h-3.5 w-3.5 text-orange-300" aria-hidden="true" />
          <span>Call {business.phone}</span>
        </li>
        <li className="flex items-center gap-2">
          <Mail className="h-3.5 w-3.5 text-orange-300" aria-hidden="true" />
          <span>{business.email}</span>
        </li>
        <li className="flex items-center gap-2">
          <Globe className="h-3.5 w-3.5 text-orange-300" aria-hidden="true" />
          <span>{business.websiteDisplay}</span>
        </li>
      </ul>
      <div className="absolute inset-x-0 bottom-0 h-2 bg-gradient-to-r from-orange-500 to-orange-300" />
    </div>
  );
}

function CardBack() {
  return (
    <div className="flex h-full flex-col justify-between bg-white px-6 pt-5 pb-6 text-[#0f2b46]">
      <div>
        <p className="font-display text-[18px] leading-tight font-bold">Our Professional Services</p>
        <div className="mt-1.5 h-0.5 w-12 bg-orange-500" />
      </div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-2 text-[12px] font-medium leading-tight text-slate-800">
        {businessCardServices.map((service) => (
          <li key={service} className="flex items-center gap-1.5">
            <CheckCircle2 className="h-3.5 w-3.5 shrink-0 text-orange-600" aria-hidden="true" />
            {service}
          </li>
        ))}
      </ul>
      <p className="text-[10px] font-semibold tracking-wide text-slate-600">{business.licence}</p>
      <div className="absolute inset-x-0 bottom-0 h-2 bg-[#0f2b46]" />
    </div>
  );
}
