// What a visitor sent through one of the site's forms (issue 5 "Form wrapper").
import { z } from "zod";
import { Timestamp } from "../common/fields";

/** A form id: lower-case letters, digits and dashes. */
export const FORM_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export const FormSubmission = z
  .object({
    id: z.string(),
    form_id: z.string(),
    /** Each field name with the text sent (a repeated field's values joined with ", "). */
    data: z.record(z.string(), z.unknown()),
    /** The page the form was on, when the form said so. */
    page: z.string().nullable(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: Timestamp,
  })
  .meta({ id: "FormSubmission" });
export type FormSubmission = z.infer<typeof FormSubmission>;
