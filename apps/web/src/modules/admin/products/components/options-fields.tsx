"use client";

// A new product's options (Size: Small, Large), and the button that makes a variant for every
// combination of their values.
import { Button } from "@/components/ui/button";
import { TextField } from "@/modules/account/components/form-field";
import { draftKey, fieldKey, type FormErrors, type OptionDraft } from "../product-form";

export function OptionsFields({
  options,
  errors,
  onChange,
  onMakeVariants,
}: {
  options: OptionDraft[];
  errors: FormErrors;
  onChange: (options: OptionDraft[]) => void;
  onMakeVariants: () => void;
}) {
  const update = (key: string, change: Partial<OptionDraft>) =>
    onChange(options.map((option) => (option.key === key ? { ...option, ...change } : option)));
  return (
    <section aria-labelledby="product-options" className="flex flex-col gap-4">
      <h2 id="product-options" className="text-xl">
        Options
      </h2>
      <p className="text-sm text-muted">
        What a shopper chooses between, like Size or Colour. Leave empty for a product that comes
        one way.
      </p>
      {options.map((option, index) => (
        <fieldset key={option.key} className="flex flex-wrap items-start gap-4">
          <legend className="sr-only">Option {index + 1}</legend>
          <TextField
            label={`Option ${index + 1} name`}
            value={option.title}
            placeholder="Size"
            onChange={(event) => update(option.key, { title: event.target.value })}
            error={errors[fieldKey.option(option.key, "title")]}
            className="w-48"
          />
          <TextField
            label={`Option ${index + 1} values`}
            value={option.values}
            placeholder="Small, Large"
            hint="Separated by commas."
            onChange={(event) => update(option.key, { values: event.target.value })}
            error={errors[fieldKey.option(option.key, "values")]}
            className="min-w-64 flex-1"
          />
          <Button
            variant="ghost"
            className="mt-7"
            aria-label={`Remove option ${index + 1}`}
            onClick={() => onChange(options.filter((other) => other.key !== option.key))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => onChange([...options, { key: draftKey("option"), title: "", values: "" }])}
        >
          Add option
        </Button>
        {options.length > 0 ? (
          <Button variant="secondary" onClick={onMakeVariants}>
            Make a variant for each value
          </Button>
        ) : null}
      </div>
    </section>
  );
}
