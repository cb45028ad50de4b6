import { notFoundApi } from "@/lib/http/methods";

// Unknown /api addresses answer JSON, like every other API answer, not the HTML not-found page.
export const GET = notFoundApi;
export const POST = notFoundApi;
export const PUT = notFoundApi;
export const PATCH = notFoundApi;
export const DELETE = notFoundApi;
