"use client";

// Spec §2 "Form wrapper": wraps a form's fields and posts them to the form service
// (`{FORM_ENDPOINT}/{formId}`, by default the API's own /forms). Without JavaScript it is a plain
// form POST and the service redirects to the thank-you address; with it, the fields go as JSON
// and the shop navigates to the thank-you address itself, or shows the service's error.
import { usePathname, useRouter } from "next/navigation";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useFormEndpoint } from "../form-endpoint";
import {
  DEFAULT_THANK_YOU_PATH,
  FORM_ERROR_FALLBACK,
  PAGE_FIELD,
  REDIRECT_FIELD,
  formAction,
  formFields,
  submissionErrorMessage,
} from "../submission";

export interface FormWrapperProps {
  /** The form's id at the form service. */
  formId: string;
  /** Where the shopper goes after sending (default `/thank-you`). */
  thankYouPath?: string;
  className?: string;
  /** The form's fields and its submit button. */
  children: ReactNode;
}

export function FormWrapper({
  formId,
  thankYouPath = DEFAULT_THANK_YOU_PATH,
  className,
  children,
}: FormWrapperProps) {
  const endpoint = useFormEndpoint();
  const router = useRouter();
  const pathname = usePathname();
  const errorId = useId();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const response = await fetch(formAction(endpoint, formId), {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(formFields(new FormData(event.currentTarget).entries())),
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => null);
        setError(submissionErrorMessage(response.status, body));
        setSending(false);
        return;
      }
      router.push(thankYouPath);
    } catch {
      setError(FORM_ERROR_FALLBACK);
      setSending(false);
    }
  }

  return (
    <form
      action={formAction(endpoint, formId)}
      method="post"
      onSubmit={onSubmit}
      aria-busy={sending}
      aria-describedby={error ? errorId : undefined}
      data-form-id={formId}
      className={className}
    >
      <input type="hidden" name={REDIRECT_FIELD} value={thankYouPath} />
      <input type="hidden" name={PAGE_FIELD} value={pathname} />
      {children}
      <p id={errorId} role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </form>
  );
}
