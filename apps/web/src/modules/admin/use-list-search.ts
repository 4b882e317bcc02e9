"use client";

import { useState, type FormEvent } from "react";

/** The search box and page of an admin list: a new search starts again at the first page. */
export function useListSearch() {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState<string | undefined>(undefined);
  const [offset, setOffset] = useState(0);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(search.trim() === "" ? undefined : search.trim());
    setOffset(0);
  }

  return { search, setSearch, q, offset, setOffset, submit };
}
