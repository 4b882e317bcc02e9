// A form block inside a page body: its fields inside the shop's form wrapper (spec §2 "Form
// wrapper"), which posts them to the form service and goes to the thank-you page.
import { FormWrapper } from "@/modules/forms";
import { buttonClassName } from "@/components/ui/button";

export interface ContentFormField {
  _key?: string;
  name: string;
  label?: string;
  /** text, email, tel, textarea, select, checkbox, ... */
  type?: string;
  required?: boolean;
  placeholder?: string;
  options?: (string | { label?: string; value: string })[];
}

export interface ContentFormBlock {
  _type: string;
  _key?: string;
  formId?: string;
  title?: string;
  fields?: ContentFormField[];
  submitLabel?: string;
  thankYouPath?: string;
}

const INPUT_CLASS =
  "mt-1 block w-full border border-line bg-surface px-3 py-2 text-ink focus:border-accent";

function Field({ field, id }: { field: ContentFormField; id: string }) {
  const label = field.label ?? field.name;
  const common = {
    id,
    name: field.name,
    required: field.required ?? false,
    placeholder: field.placeholder,
  };
  if (field.type === "checkbox") {
    return (
      <label htmlFor={id} className="flex items-center gap-2">
        <input {...common} type="checkbox" value="yes" />
        <span>{label}</span>
      </label>
    );
  }
  return (
    <label htmlFor={id} className="block">
      <span className="text-sm font-medium">
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </span>
      {field.type === "textarea" ? (
        <textarea {...common} rows={5} className={INPUT_CLASS} />
      ) : field.type === "select" ? (
        <select {...common} className={INPUT_CLASS} defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {(field.options ?? []).map((option) => {
            const value = typeof option === "string" ? option : option.value;
            const text = typeof option === "string" ? option : (option.label ?? option.value);
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      ) : (
        <input {...common} type={field.type || "text"} className={INPUT_CLASS} />
      )}
    </label>
  );
}

export function ContentForm({ block }: { block: ContentFormBlock }) {
  const formId = block.formId?.trim();
  const fields = (block.fields ?? []).filter((field) => field?.name);
  if (!formId || fields.length === 0) return null;
  const idPrefix = `form-${block._key ?? formId}`;
  return (
    <section className="mt-10 max-w-xl" aria-label={block.title ?? "Form"}>
      {block.title ? <h2 className="text-2xl">{block.title}</h2> : null}
      <FormWrapper
        formId={formId}
        thankYouPath={block.thankYouPath || undefined}
        className="mt-6 flex flex-col gap-4"
      >
        {fields.map((field) => (
          <Field key={field._key ?? field.name} field={field} id={`${idPrefix}-${field.name}`} />
        ))}
        <button type="submit" className={buttonClassName("primary")}>
          {block.submitLabel || "Send"}
        </button>
      </FormWrapper>
    </section>
  );
}
