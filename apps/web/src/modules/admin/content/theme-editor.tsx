"use client";

// The theme settings (spec §3 / §4 "Theme"): the current theme, and each theme's font and light
// and dark colours, with a live preview swatch. Saving publishes the themeSettings document.
import type { SanityClient } from "@sanity/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import {
  DEFAULT_THEME_FONT,
  themeVariables,
  type Theme,
  type ThemeSettings,
} from "@/modules/theme/theme-variables";
import {
  THEME_COLOR_KEYS,
  THEME_COLOR_MODES,
  colorInputValue,
  themeProblems,
  withThemeColor,
  withThemeFont,
} from "./content-draft";
import { contentKeys } from "./use-content-client";

export type ThemeDocument = ThemeSettings & { _id: string; _rev?: string };

function ThemeSwatch({ theme, name }: { theme: Theme; name: string }) {
  const variables = themeVariables({ currentTheme: name, themes: [theme] });
  const rgb = (variable: keyof typeof variables) => `rgb(${variables[variable]})`;
  return (
    <div
      role="img"
      aria-label={`Preview of ${name}`}
      data-testid={`swatch-${name}`}
      className="flex flex-col gap-2 self-start border border-line p-4"
      style={{
        backgroundColor: rgb("--theme-background"),
        color: rgb("--theme-primary"),
        fontFamily: variables["--theme-font"],
      }}
    >
      <span className="text-lg">{name}</span>
      <span className="text-sm">Text in the primary colour</span>
      <span
        className="self-start px-3 py-1 text-sm"
        style={{ backgroundColor: rgb("--theme-secondary"), color: rgb("--theme-background") }}
      >
        Secondary
      </span>
    </div>
  );
}

function ColorInput({
  label,
  hiddenPrefix,
  value,
  onChange,
}: {
  label: string;
  hiddenPrefix: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm">
        <span className="sr-only">{hiddenPrefix} </span>
        {label}
      </label>
      <input
        id={id}
        type="color"
        value={colorInputValue(value)}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-20 cursor-pointer border border-line bg-surface"
      />
    </div>
  );
}

export function ThemeEditor({
  client,
  document,
}: {
  client: SanityClient;
  document: ThemeDocument;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ThemeSettings>({
    currentTheme: document.currentTheme,
    themes: document.themes ?? [],
  });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (settings: ThemeSettings) =>
      client
        .patch(document._id)
        .set({ currentTheme: settings.currentTheme, themes: settings.themes })
        .commit(),
    onSuccess: async () => {
      toast.success("Theme published.");
      await queryClient.invalidateQueries({ queryKey: contentKeys.theme() });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = themeProblems(draft);
    setProblems(found);
    if (found.length === 0 && !save.isPending) save.mutate(draft);
  }

  const themes = draft.themes ?? [];
  return (
    <form noValidate onSubmit={submit} aria-label="Theme settings" className="flex flex-col gap-6">
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <SelectField
        label="Current theme"
        value={draft.currentTheme ?? ""}
        onChange={(event) =>
          setDraft((current) => ({ ...current, currentTheme: event.target.value }))
        }
        className="w-72"
      >
        {themes.map((theme, index) => (
          <option key={theme.name ?? index} value={theme.name}>
            {theme.name}
          </option>
        ))}
      </SelectField>
      {themes.map((theme, themeIndex) => {
        const name = theme.name ?? `Theme ${themeIndex + 1}`;
        return (
          <fieldset
            key={(theme as { _key?: string })._key ?? themeIndex}
            className="grid gap-6 border border-line p-5 md:grid-cols-[1fr_16rem]"
          >
            <legend className="px-2 font-serif text-xl">{name}</legend>
            <div className="flex flex-col gap-4">
              <TextField
                label={`Font of ${name}`}
                value={theme.font ?? ""}
                placeholder={DEFAULT_THEME_FONT}
                onChange={(event) =>
                  setDraft((current) => withThemeFont(current, themeIndex, event.target.value))
                }
                className="max-w-sm"
              />
              {THEME_COLOR_MODES.map((mode) => (
                <fieldset key={mode} className="flex flex-col gap-2">
                  <legend className="text-sm font-medium text-ink">
                    {mode === "light" ? "Light colours" : "Dark colours"}
                  </legend>
                  <div className="flex flex-wrap gap-4">
                    {THEME_COLOR_KEYS.map((key) => (
                      <ColorInput
                        key={key}
                        hiddenPrefix={`${name} ${mode}`}
                        label={key[0]!.toUpperCase() + key.slice(1)}
                        value={theme.colors?.[mode]?.[key]}
                        onChange={(value) =>
                          setDraft((current) =>
                            withThemeColor(current, themeIndex, mode, key, value),
                          )
                        }
                      />
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
            <ThemeSwatch theme={theme} name={name} />
          </fieldset>
        );
      })}
      <Button
        type="submit"
        disabled={save.isPending}
        aria-busy={save.isPending}
        className="self-start"
      >
        {save.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Publish theme"}
      </Button>
    </form>
  );
}
