// Store routes of the returns domain: the reasons a shopper picks from (Medusa v1 §5).
import { z } from "zod";
import { operation } from "../operation";
import { ReturnReason } from "./entities";

const TAG = "Returns";

export const GetReturnReasons = operation({
  id: "GetReturnReasons",
  method: "get",
  path: "/store/return-reasons",
  tag: TAG,
  summary: "List the return reasons",
  description: "The top-level reasons, each with its sub-reasons; not paginated, as in Medusa.",
  audience: "customer-optional",
  responses: { 200: z.object({ return_reasons: z.array(ReturnReason) }) },
});

export const GetReturnReasonsReason = operation({
  id: "GetReturnReasonsReason",
  method: "get",
  path: "/store/return-reasons/{id}",
  tag: TAG,
  summary: "Get a return reason",
  audience: "customer-optional",
  responses: { 200: z.object({ return_reason: ReturnReason }) },
});
