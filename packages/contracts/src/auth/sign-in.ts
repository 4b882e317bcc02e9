// What the Store and Admin sign-in routes share: the credentials they take and the bare 401 a
// wrong email or password gets (Medusa v1 §3.2, §3.3).
import { z } from "zod";
import { UNAUTHORIZED_TEXT } from "../common/errors";
import { emailField } from "../common/input";
import { givenPasswordField } from "../customers/fields";

/** The email and password of someone signing in (a session or a bearer token). */
export const signInCredentials = z.strictObject({
  email: emailField,
  password: givenPasswordField,
});

/** A wrong email or password: the bare word, as Medusa answers. */
export function signInRefused(description: string) {
  return { description, content: { "text/plain": z.literal(UNAUTHORIZED_TEXT) } };
}
