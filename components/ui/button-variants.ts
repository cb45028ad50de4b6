import { cva, type VariantProps } from "class-variance-authority";

/**
 * The one source of button looks: <Button> (./button.tsx), the admin's buttons and links, and
 * the quote form's submit button. Apart from ./button.tsx so the landing's quote form can use it
 * without loading Radix and tailwind-merge.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-900 text-white hover:bg-brand-800",
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-600 text-white hover:bg-accent-700",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        onDark: "border border-white/30 bg-white/10 text-white hover:bg-white/20",
        link: "text-brand-700 underline-offset-4 hover:underline",
        /** What cannot be undone (deleting a lead): asked for in a dialog first. */
        danger: "bg-red-700 text-white hover:bg-red-800",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-9 px-3",
        /** At least 40 px high, growing with its text: the admin's buttons. */
        compact: "min-h-10 px-3 py-2",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
