"use client";

// Product pictures: a file input uploads to POST /admin/uploads (contract §12.2) and each returned
// URL joins the product's images, shown as a preview with a remove button. The first picture is
// the thumbnail the shop shows in lists.
import { useMutation } from "@tanstack/react-query";
import { useId, useRef } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Image } from "@/components/ui/image";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";

const PREVIEW_SIZE = 96;

export function ProductImages({
  images,
  onChange,
}: {
  images: string[];
  onChange: (images: string[]) => void;
}) {
  const client = useAdminCommerce();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async (files: File[]) => (await client.admin.uploads.create(files)).uploads,
    onSuccess: (uploads) => {
      onChange([...images, ...uploads.map((uploaded) => uploaded.url)]);
      toast.success(
        uploads.length === 1 ? "Image uploaded." : `${uploads.length} images uploaded.`,
      );
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => {
      if (input.current) input.current.value = "";
    },
  });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Images</legend>
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-4" aria-label="Product images">
          {images.map((url, index) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <Image
                src={url}
                alt={`Product image ${index + 1}${index === 0 ? " (thumbnail)" : ""}`}
                width={PREVIEW_SIZE}
                height={PREVIEW_SIZE}
                unoptimized
                className="h-24 w-24 border border-line object-cover"
              />
              <Button
                variant="ghost"
                className="min-h-8 px-2"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onChange(images.filter((_, other) => other !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No images yet. The first image is the thumbnail.</p>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Upload images
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={upload.isPending}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (files.length > 0) upload.mutate(files);
          }}
          className="text-sm file:mr-3 file:border file:border-ink file:bg-surface file:px-4 file:py-2 file:text-sm"
        />
        {upload.isPending ? (
          <p role="status" className="text-sm text-muted">
            Uploading…
          </p>
        ) : null}
      </div>
      <FormAlert>{upload.isError ? errorMessage(upload.error) : null}</FormAlert>
    </fieldset>
  );
}
