// Media is stored by path (`/media/catalog/x.webp`) and sent as an absolute URL on the API's
// public address, so the same rows work whatever host or port the API is served on.
export function absoluteUrl(publicUrl: string, url: string | null): string | null {
  if (url === null || !url.startsWith("/")) return url;
  return `${publicUrl}${url}`;
}
