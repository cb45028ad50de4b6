import { ImageResponse } from "next/og";
import { business } from "@/lib/business";

// The picture shown when a page is shared (Open Graph and Twitter cards): made at build time.
export const alt = `${business.name}: licensed painters in Sydney and regional NSW`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "#0f2b46", color: "#ffffff" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
          <svg width="120" height="120" viewBox="0 0 48 48">
            <circle cx="24" cy="24" r="22" fill="#ffffff" />
            <path d="M24 12 35 21v14H13V21z" fill="#0f2b46" />
            <path d="M21 35v-8h6v8z" fill="#c2410c" />
            <path d="M6.5 30c6 6.5 22 8 33.5-1.5 3.2-2.6 5.3-5.8 5.5-8.5" fill="none" stroke="#fb923c" strokeWidth="3.5" strokeLinecap="round" />
          </svg>
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 72, fontWeight: 700 }}>{business.name}</div>
            <div style={{ fontSize: 32, color: "#fdba74" }}>{business.tagline}</div>
          </div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 12, fontSize: 36 }}>
          <div style={{ display: "flex" }}>Interior, exterior and commercial painting across Sydney and regional NSW</div>
          <div style={{ display: "flex", fontSize: 28, color: "#dbe8f5" }}>{`${business.quotePromise} · ${business.phone} · ${business.licence}`}</div>
        </div>
        <div style={{ position: "absolute", left: 0, right: 0, bottom: 0, height: 16, background: "#fb923c" }} />
      </div>
    ),
    size,
  );
}
