import { otherMethods } from "@/lib/http/methods";
import { createBalanceCheckout } from "@/lib/payments/checkout";
import { checkoutRoute } from "@/lib/payments/checkout-route";

export const dynamic = "force-dynamic";

/** "Pay by card" for the balance (the job done): a form post → 303 to Stripe Checkout; JSON → `{ url }`; 409 nothing to pay; 404 without Stripe. */
export const POST = checkoutRoute(createBalanceCheckout, "balance");

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
