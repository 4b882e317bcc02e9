// Request pieces shared by the cart endpoints. Beyond shape, they keep out what PostgreSQL would
// refuse (NUL characters, lone surrogates, JSON nested past the stack) so that no input is a 500.
import { isStorableText, MAX_ID_LENGTH } from "@atelier/contracts";

// Pieces every domain's bodies share live with the route declarations.
export {
  cartCountryCode as countryCode,
  entityId,
  jsonObject,
  lineQuantity,
} from "@atelier/contracts";

/** Whether a path parameter can name a row at all (otherwise the answer is a plain not found). */
export function isPossibleId(id: string): boolean {
  return id.length <= MAX_ID_LENGTH && isStorableText(id);
}
