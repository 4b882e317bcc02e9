export const CONTENT_PATHS = {
  content: "/admin/content",
  formSubmissions: "/admin/form-submissions",
} as const;
