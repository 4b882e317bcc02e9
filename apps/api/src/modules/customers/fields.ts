// The request-body pieces shared by the customer and auth routes (and every route that takes
// text, emails, passwords, metadata or addresses) live with the route declarations.
import { addressCreatePayload, addressPayload } from "@atelier/contracts";
import type { z } from "zod";

export {
  addressCreatePayload,
  addressPayload,
  emailField,
  givenPasswordField,
  metadataField,
  newPasswordField,
  requiredText,
  textField,
} from "@atelier/contracts";

export type AddressPayload = z.infer<typeof addressPayload>;
export type AddressCreatePayload = z.infer<typeof addressCreatePayload>;

/** An address's own columns, besides its metadata: what a payload may set and what makes two equal. */
export const ADDRESS_FIELDS = [
  "first_name",
  "last_name",
  "phone",
  "company",
  "address_1",
  "address_2",
  "city",
  "country_code",
  "province",
  "postal_code",
] as const satisfies readonly Exclude<keyof AddressPayload, "metadata">[];
