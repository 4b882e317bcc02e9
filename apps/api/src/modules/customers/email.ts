// Emails are compared and stored lowercased and trimmed (Medusa lowercases; spec §3 reads the
// profile by the lowercased, trimmed email).
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
