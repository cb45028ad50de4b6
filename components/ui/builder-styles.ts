import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The builder's looks: tap targets of at least 44 px and 16 px text (a phone does not zoom into
 * a field whose text is that size), for a thumb in a driveway.
 */
export const builderStyles = {
  input:
    "block h-12 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-600",
  textarea:
    "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-600",
  label: "mb-1 block text-sm font-medium text-slate-700",
  error: "mt-1 text-sm text-red-700",
  iconButton:
    "inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-40 [&_svg]:size-5",
  primary: buttonVariants({ variant: "primary", size: "lg" }),
  secondary: buttonVariants({ variant: "outline", size: "lg" }),
  accent: buttonVariants({ variant: "accent", size: "lg" }),
  chip: "inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none",
  card: "rounded-xl border border-slate-200 bg-white shadow-sm",
} as const;
