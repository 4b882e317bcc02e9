"use client";

// The mail outbox (issue 4): every mail the shop sent, or only kept without SMTP, newest first,
// filtered by recipient, a page at a time; each message opens to its text.
import type { AdminNotification } from "@atelier/commerce-client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminSearchForm } from "../components/admin-search-form";
import { AdminPagination } from "../components/admin-pagination";
import { adminKeys } from "../query-keys";

const PAGE_SIZE = 20;

function sentAt(message: AdminNotification): string {
  return new Date(message.created_at).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
  });
}

export function OutboxTemplate() {
  const client = useAdminCommerce();
  const [recipient, setRecipient] = useState("");
  const [filter, setFilter] = useState<string | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const query = { to: filter, offset };
  const outbox = useQuery({
    queryKey: adminKeys.notifications(query),
    queryFn: () => client.admin.notifications.list({ ...query, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter(recipient.trim() === "" ? undefined : recipient.trim().toLowerCase());
    setOffset(0);
  }

  const count = outbox.data?.count ?? 0;
  return (
    <>
      <AdminPageHeader
        title="Mail outbox"
        description="Every mail the shop has sent. Without an SMTP server, mail is only kept here."
      />
      <AdminSearchForm
        label="Recipient"
        name="to"
        value={recipient}
        onValueChange={setRecipient}
        onSubmit={applyFilter}
        submitLabel="Filter"
      />
      <FormAlert>{outbox.isError ? errorMessage(outbox.error) : null}</FormAlert>
      {outbox.data && outbox.data.notifications.length === 0 ? (
        <p className="text-muted">No mail {filter ? `to ${filter}` : "yet"}.</p>
      ) : null}
      <ul className="flex flex-col divide-y divide-line border-y border-line">
        {outbox.data?.notifications.map((message) => (
          <li key={message.id}>
            <details className="group py-4">
              <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{message.subject}</span>
                <span className="text-sm text-muted">
                  {message.to} · {message.event_name} · {sentAt(message)}
                  {message.provider_id === "outbox" ? " · kept only" : ""}
                </span>
              </summary>
              <pre className="mt-3 overflow-x-auto bg-sand p-4 text-sm whitespace-pre-wrap">
                {message.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
      <AdminPagination
        count={count}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffsetChange={setOffset}
        label="Outbox pages"
        previousLabel="Newer"
        nextLabel="Older"
      />
    </>
  );
}
