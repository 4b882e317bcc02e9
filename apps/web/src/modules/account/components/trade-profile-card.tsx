"use client";

// The trade programme: the customer's status, and the application form while they may apply
// (never applied, or turned down before).
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { TRADE_TYPES } from "../constants";
import { errorMessage } from "../error-message";
import {
  TRADE_STATUS_LABELS,
  useApplyForTrade,
  useTradeProfile,
  type TradeStatus,
} from "../trade-profile";
import { collectErrors, hasErrors, requiredError, type FieldErrors } from "../validation";
import { AccountSection } from "./account-section";
import { FormAlert, SelectField, TextField } from "./form-field";

type Field = "company" | "trade_type" | "website" | "tax_id";

const STATUS_CLASSES: Record<TradeStatus, string> = {
  none: "border-line text-muted",
  pending: "border-warning/40 text-warning",
  approved: "border-success/40 text-success",
  rejected: "border-danger/40 text-danger",
};

const STATUS_EXPLANATIONS: Record<TradeStatus, string> = {
  none: "Interior designers, architects and other professionals get trade pricing and a dedicated contact.",
  pending: "Thank you for applying. We review every application and will let you know by email.",
  approved: "Welcome to the trade programme. Your trade benefits apply when you are signed in.",
  rejected: "We could not approve your last application. You are welcome to apply again.",
};

function TradeApplicationForm() {
  const apply = useApplyForTrade();
  const [values, setValues] = useState<Record<Field, string>>({
    company: "",
    trade_type: "",
    website: "",
    tax_id: "",
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = collectErrors<Field>({
      company: requiredError(values.company, "Company"),
      trade_type: requiredError(values.trade_type, "Trade type"),
      website: undefined,
      tax_id: undefined,
    });
    setErrors(found);
    if (hasErrors(found)) return;
    apply.mutate(
      {
        company: values.company.trim(),
        trade_type: values.trade_type,
        website: values.website.trim() || undefined,
        tax_id: values.tax_id.trim() || undefined,
      },
      { onSuccess: () => toast.success("Your application has been sent.") },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Apply to the trade programme"
      className="mt-6 flex flex-col gap-5 border-t border-line pt-6"
    >
      <h3 className="font-sans text-base font-medium">Apply to the trade programme</h3>
      <FormAlert>{apply.isError ? errorMessage(apply.error) : null}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company"
          autoComplete="organization"
          value={values.company}
          onChange={set("company")}
          error={errors.company}
        />
        <SelectField
          label="Trade type"
          value={values.trade_type}
          onChange={set("trade_type")}
          error={errors.trade_type}
        >
          <option value="">Choose one</option>
          {TRADE_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Website (optional)"
          type="url"
          autoComplete="url"
          placeholder="https://studio.example"
          value={values.website}
          onChange={set("website")}
        />
        <TextField label="Tax ID (optional)" value={values.tax_id} onChange={set("tax_id")} />
      </div>
      <Button type="submit" disabled={apply.isPending} className="self-start">
        {apply.isPending ? "Sending…" : "Apply"}
      </Button>
    </form>
  );
}

export function TradeProfileCard() {
  const profile = useTradeProfile(true);
  const status = profile.data?.trade_status;
  return (
    <AccountSection title="Trade programme">
      {profile.isPending ? (
        <p className="text-sm text-muted" aria-busy="true">
          Loading your trade status…
        </p>
      ) : profile.isError || !status ? (
        <FormAlert>{errorMessage(profile.error, "We couldn't load your trade status.")}</FormAlert>
      ) : (
        <>
          <p className="text-sm">
            <span className="text-muted">Status: </span>
            <span
              data-testid="trade-status"
              className={`inline-block border px-2 py-0.5 text-xs font-semibold tracking-wide uppercase ${STATUS_CLASSES[status]}`}
            >
              {TRADE_STATUS_LABELS[status]}
            </span>
          </p>
          <p className="mt-3 text-sm leading-relaxed text-muted">{STATUS_EXPLANATIONS[status]}</p>
          {profile.data.company && status !== "none" ? (
            <p className="mt-2 text-sm text-muted">
              {profile.data.company}
              {profile.data.trade_type ? ` · ${profile.data.trade_type}` : ""}
            </p>
          ) : null}
          {status === "none" || status === "rejected" ? <TradeApplicationForm /> : null}
        </>
      )}
    </AccountSection>
  );
}
