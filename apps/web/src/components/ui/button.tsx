import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost";

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: "bg-ink text-canvas hover:bg-accent-strong disabled:bg-muted",
  secondary:
    "border border-ink text-ink hover:bg-ink hover:text-canvas disabled:border-line disabled:text-muted",
  ghost: "text-ink underline-offset-4 hover:underline",
};

/** Shared look for buttons and for links that act as buttons. */
export function buttonClassName(variant: ButtonVariant = "primary", extra = ""): string {
  return [
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-theme px-6 text-sm font-medium tracking-wide transition-colors disabled:cursor-not-allowed",
    VARIANT_CLASSES[variant],
    extra,
  ]
    .filter(Boolean)
    .join(" ");
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
