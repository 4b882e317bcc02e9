// Two requests may take the same handle or SKU at the same moment; both pass the checks, and the
// unique index stops the second. It gets the same 400 the checks give, not a 422.
import { invalidData } from "../../http/errors";
import { isDuplicate } from "../customers/errors";

export function refuseUniqueClash(message: string): (error: unknown) => never {
  return (error) => {
    throw isDuplicate(error) ? invalidData(message) : error;
  };
}
