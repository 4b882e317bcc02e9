import { FormAlert } from "./form-field";

/** What an account page shows while the session is checked, or when it cannot be. */
export function AccountStatus({ error }: { error?: string }) {
  return (
    <div className="container-page py-16">
      {error ? (
        <FormAlert>{error}</FormAlert>
      ) : (
        <p className="text-muted" aria-busy="true">
          Loading your account…
        </p>
      )}
    </div>
  );
}
