import { business } from "@/lib/business";

/** The Orbit Painting mark: a paint-roller stroke orbiting a house. Pure SVG, no request. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#0f2b46" />
      <path d="M24 12 35 21v14H13V21z" fill="#ffffff" />
      <path d="M21 35v-8h6v8z" fill="#c2410c" />
      <path
        d="M6.5 30c6 6.5 22 8 33.5-1.5 3.2-2.6 5.3-5.8 5.5-8.5"
        fill="none"
        stroke="#fb923c"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className="font-display text-xl font-bold tracking-tight text-brand-950">{business.name}</span>
    </span>
  );
}
