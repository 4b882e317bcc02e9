// Limits of the Store cart API. The contract (medusa-v1 §6) sets none of these; they are ours and
// exist so that no input can overflow a column or a safe integer. They are the request schemas',
// declared with them.
export { MAX_ITEMS_ON_CREATE, MAX_LINE_QUANTITY } from "@atelier/contracts";
