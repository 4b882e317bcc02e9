"use client";

// The stored form submissions (issue 5), newest first, a page at a time: which form, when, and
// what was filled in. Read from the API's GET /admin/form-submissions with the staff session.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminPagination } from "../components/admin-pagination";
import { AdminTable } from "../components/admin-table";
import { contentKeys } from "./use-content-client";

const PAGE_SIZE = 20;

export interface FormSubmission {
  id: string;
  form_id: string;
  data: Record<string, unknown>;
  page: string | null;
  created_at: string;
}

interface FormSubmissionList {
  form_submissions: FormSubmission[];
  count: number;
}

/** A submitted value as text (lists joined). */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.map(fieldText).join(", ");
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

async function listSubmissions(apiUrl: string, offset: number): Promise<FormSubmissionList> {
  const query = new URLSearchParams({ offset: String(offset), limit: String(PAGE_SIZE) });
  const response = await fetch(`${apiUrl}/admin/form-submissions?${query.toString()}`, {
    credentials: "include",
    headers: { Accept: "application/json" },
  });
  const body = (await response.json().catch(() => null)) as
    (FormSubmissionList & { message?: string }) | null;
  if (!response.ok || !body) {
    throw new Error(body?.message ?? `The submissions could not be loaded (${response.status}).`);
  }
  return body;
}

export function FormSubmissionsTemplate({ apiUrl }: { apiUrl: string }) {
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: [...contentKeys.all, "form-submissions", offset],
    queryFn: () => listSubmissions(apiUrl, offset),
    placeholderData: keepPreviousData,
  });
  const count = list.data?.count ?? 0;
  return (
    <>
      <AdminPageHeader
        title="Form submissions"
        description="What visitors sent through the site's forms, newest first."
      />
      <FormAlert>{list.isError ? errorMessage(list.error) : null}</FormAlert>
      {list.data && list.data.form_submissions.length === 0 ? (
        <p className="text-muted">No form submissions yet.</p>
      ) : null}
      {list.data && list.data.form_submissions.length > 0 ? (
        <AdminTable
          caption="Form submissions"
          columns={[{ label: "Form" }, { label: "Date" }, { label: "Fields" }]}
        >
          {list.data.form_submissions.map((submission) => (
            <tr key={submission.id} className="align-top">
              <td className="py-3 pr-4">
                <span className="font-medium">{submission.form_id}</span>
                {submission.page ? (
                  <span className="block text-muted">from {submission.page}</span>
                ) : null}
              </td>
              <td className="py-3 pr-4 whitespace-nowrap text-muted">
                {new Date(submission.created_at).toLocaleString("en-US", {
                  dateStyle: "medium",
                  timeStyle: "short",
                })}
              </td>
              <td className="py-3">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  {Object.entries(submission.data).map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt className="text-muted">{name}</dt>
                      <dd className="break-words">{fieldText(value)}</dd>
                    </div>
                  ))}
                </dl>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPagination
        count={count}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffsetChange={setOffset}
        label="Form submission pages"
        previousLabel="Newer"
        nextLabel="Older"
      />
    </>
  );
}
