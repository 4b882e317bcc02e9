"use client";

// Spec §2 (shared interface pieces): the confirmation dialog. A native modal <dialog> keeps
// focus inside and closes on Escape; the busy label shows while the confirmed action runs.
import { useEffect, useId, useRef } from "react";
import { buttonClassName } from "./button";

export type ConfirmDialogVariant = "default" | "danger" | "warning";

/** Spec §2: the label the confirm button shows while the action runs. */
export const CONFIRM_DIALOG_BUSY_LABEL = "Processing...";
export const CONFIRM_DIALOG_CANCEL_LABEL = "Cancel";

const CONFIRM_CLASSES: Record<ConfirmDialogVariant, string> = {
  default: buttonClassName("primary"),
  danger: buttonClassName("primary", "bg-danger! hover:bg-danger/85!"),
  warning: buttonClassName("primary", "bg-warning! hover:bg-warning/85!"),
};

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  variant?: ConfirmDialogVariant;
  /** While true the buttons are disabled and the confirm button reads "Processing...". */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = CONFIRM_DIALOG_CANCEL_LABEL,
  variant = "default",
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Escape closes a native dialog; the owner decides whether it stays closed.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-theme border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-2xl">
          {title}
        </h2>
        <p id={messageId} className="text-sm leading-relaxed text-muted">
          {message}
        </p>
        <div className="mt-2 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={buttonClassName("secondary")}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            className={CONFIRM_CLASSES[variant]}
          >
            {busy ? CONFIRM_DIALOG_BUSY_LABEL : confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
