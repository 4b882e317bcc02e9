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
