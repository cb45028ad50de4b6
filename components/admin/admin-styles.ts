import { buttonVariants } from "@/components/ui/button-variants";

/** The admin's button looks, for plain buttons and links: named uses of the shared variants. */
export const buttonStyles = {
  primary: buttonVariants({ variant: "primary", size: "compact" }),
  secondary: buttonVariants({ variant: "outline", size: "compact" }),
  ghost: buttonVariants({ variant: "ghost", size: "compact" }),
  onDark: buttonVariants({ variant: "onDark", size: "compact" }),
  danger: buttonVariants({ variant: "danger", size: "compact" }),
} as const;
