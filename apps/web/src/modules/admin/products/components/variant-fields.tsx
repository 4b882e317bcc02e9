"use client";

// One variant's fields: title, SKU, stock, a value for each option and a price per currency
// (typed in major units, 12.50; whole amounts for zero-decimal currencies).
import { isZeroDecimal } from "@atelier/commerce-client";
import { TextField } from "@/modules/account/components/form-field";
import {
  fieldKey,
  optionValueList,
  type FormErrors,
  type OptionDraft,
  type VariantDraft,
} from "../product-form";

export function VariantFields({
  variant,
  options,
  currencies,
  errors,
  onChange,
}: {
  variant: VariantDraft;
  options: OptionDraft[];
  currencies: string[];
  errors: FormErrors;
  onChange: (change: Partial<VariantDraft>) => void;
}) {
  const pricesError = errors[fieldKey.variant(variant.key, "prices")];
  const optionsError = errors[fieldKey.variant(variant.key, "options")];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Variant title"
          value={variant.title}
          placeholder={options
            .map((option) => variant.optionValues[option.key] ?? "")
            .filter(Boolean)
            .join(" / ")}
          onChange={(event) => onChange({ title: event.target.value })}
          error={errors[fieldKey.variant(variant.key, "title")]}
        />
        <TextField
          label="SKU"
          value={variant.sku}
          onChange={(event) => onChange({ sku: event.target.value })}
        />
        <TextField
          label="Stock"
          inputMode="numeric"
          value={variant.inventory}
          onChange={(event) => onChange({ inventory: event.target.value })}
          error={errors[fieldKey.variant(variant.key, "inventory")]}
        />
      </div>
      {options.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {options.map((option) => (
            <div key={option.key}>
              <TextField
                label={option.title.trim() || "Option"}
                value={variant.optionValues[option.key] ?? ""}
                list={`${variant.key}-${option.key}-values`}
                onChange={(event) =>
                  onChange({
                    optionValues: { ...variant.optionValues, [option.key]: event.target.value },
                  })
                }
                error={errors[fieldKey.variantOption(variant.key, option.key)]}
              />
              <datalist id={`${variant.key}-${option.key}-values`}>
                {optionValueList(option).map((value) => (
                  <option key={value} value={value} />
                ))}
              </datalist>
            </div>
          ))}
        </div>
      ) : null}
      {optionsError ? <p className="text-sm text-danger">{optionsError}</p> : null}
      <fieldset
        className="grid gap-4 sm:grid-cols-3"
        aria-describedby={pricesError ? `${variant.key}-prices-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-ink">Prices (excl. tax)</legend>
        {currencies.map((currency) => (
          <TextField
            key={currency}
            label={`Price ${currency.toUpperCase()}`}
            inputMode={isZeroDecimal(currency) ? "numeric" : "decimal"}
            value={variant.prices[currency] ?? ""}
            placeholder={isZeroDecimal(currency) ? "1500" : "12.50"}
            onChange={(event) =>
              onChange({ prices: { ...variant.prices, [currency]: event.target.value } })
            }
            error={errors[fieldKey.price(variant.key, currency)]}
          />
        ))}
      </fieldset>
      {pricesError ? (
        <p id={`${variant.key}-prices-error`} className="text-sm text-danger">
          {pricesError}
        </p>
      ) : null}
    </div>
  );
}
