import { SearchBox } from "../components/search-box";
import { MessagePage } from "./message-page";

/** Shown for an address with no page, and for a link that leads nowhere (/page-not-found). */
export function NotFoundTemplate({ title }: { title: string }) {
  return (
    <MessagePage
      eyebrow="Page not found"
      title={title}
      links={[
        { href: "/shop", label: "Browse the shop" },
        { href: "/", label: "Go to the home page" },
      ]}
    >
      <p>
        The page may have moved, or the piece you were looking for is no longer in the collection.
        Try a search, or start again from the shop.
      </p>
      <SearchBox label="Search the shop" className="mx-auto mt-8 max-w-sm" />
    </MessagePage>
  );
}
