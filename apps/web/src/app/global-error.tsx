"use client";

import { useEffect } from "react";
import "./globals.css";

/** The last resort, when even the page frame failed: a plain page that needs nothing else. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <title>Atelier is not available</title>
        <main className="container-page flex min-h-screen flex-col items-center justify-center gap-6 text-center">
          <p className="font-serif text-3xl">Atelier</p>
          <h1 className="text-2xl">The shop is not available right now</h1>
          <p className="max-w-md text-muted">Please try again in a moment.</p>
          <button
            type="button"
            onClick={retry}
            className="bg-ink px-6 py-3 text-sm text-canvas hover:bg-accent-strong"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
