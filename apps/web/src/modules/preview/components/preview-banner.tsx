// Shown on every page while preview mode is on, with the way out.
export function PreviewBanner({ path = "/" }: { path?: string }) {
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 flex items-center gap-3 bg-ink px-4 py-2 text-sm text-canvas shadow-lg"
    >
      <span>Preview mode — drafts are shown</span>
      <a
        href={`/api/exit-preview?path=${encodeURIComponent(path)}`}
        className="underline underline-offset-4"
      >
        Exit preview
      </a>
    </div>
  );
}
