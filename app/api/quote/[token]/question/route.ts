import { otherMethods } from "@/lib/http/methods";
import { quoteQuestionSchema } from "@/lib/quotes/model/customer-schemas";
import { customerQuoteRoute } from "@/lib/quotes/http/customer-route";
import { askQuoteQuestion } from "@/lib/quotes/services/questions";

export const dynamic = "force-dynamic";

/** `{ message }` → 201 the question (the owner is alerted); 429 past 5 an hour per quote; 404 unknown link. */
export const POST = customerQuoteRoute("question", quoteQuestionSchema, (token, input, client) => askQuoteQuestion(token, input, client), 201);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
