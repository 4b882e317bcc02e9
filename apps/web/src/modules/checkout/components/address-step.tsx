"use client";

// Step 1: who the order is for and where it goes. Guests give an email; signed-in customers
// may start from a saved address.
import type { Cart, Customer } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  addressErrors,
  addressLines,
  addressPayload,
  draftFromAddress,
  emptyAddressDraft,
  type AddressDraft,
  type AddressField,
} from "@/modules/account/address-draft";
import { AddressFields } from "@/modules/account/components/address-fields";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { errorMessage } from "@/modules/account/error-message";
import { emailError, hasErrors, type FieldErrors } from "@/modules/account/validation";
import { useCommerce } from "@/modules/commerce";
import { checkoutPath } from "../constants";
import { useReplaceCart } from "../use-checkout-cart";

function initialDraft(cart: Cart, customer: Customer | null | undefined): AddressDraft {
  if (cart.shipping_address?.address_1) return draftFromAddress(cart.shipping_address);
  const saved = customer?.shipping_addresses[0];
  if (saved) return draftFromAddress(saved);
  return {
    ...emptyAddressDraft(cart.shipping_address?.country_code ?? ""),
    first_name: customer?.first_name ?? "",
    last_name: customer?.last_name ?? "",
  };
}

export function AddressStep({
  cart,
  customer,
}: {
  cart: Cart;
  customer: Customer | null | undefined;
}) {
  const client = useCommerce();
  const router = useRouter();
  const { replaceCart } = useReplaceCart();
  const countries = cart.region.countries;
  const [email, setEmail] = useState(cart.email ?? customer?.email ?? "");
  const [shipping, setShipping] = useState<AddressDraft>(() => initialDraft(cart, customer));
  const [billingSame, setBillingSame] = useState(
    !cart.billing_address || cart.billing_address.address_1 === cart.shipping_address?.address_1,
  );
  const [billing, setBilling] = useState<AddressDraft>(() =>
    cart.billing_address ? draftFromAddress(cart.billing_address) : emptyAddressDraft(),
  );
  const [errors, setErrors] = useState<{
    email?: string;
    shipping: FieldErrors<AddressField>;
    billing: FieldErrors<AddressField>;
  }>({ shipping: {}, billing: {} });

  const save = useMutation({
    mutationFn: async () => {
      const shippingAddress = addressPayload(shipping);
      return (
        await client.store.carts.update(cart.id, {
          email: email.trim(),
          shipping_address: shippingAddress,
          billing_address: billingSame ? shippingAddress : addressPayload(billing),
        })
      ).cart;
    },
    onSuccess: (next) => {
      replaceCart(next);
      router.push(checkoutPath("delivery"));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      email: emailError(email),
      shipping: addressErrors(shipping),
      billing: billingSame ? {} : addressErrors(billing),
    };
    setErrors(found);
    if (found.email || hasErrors(found.shipping) || hasErrors(found.billing)) return;
    save.mutate();
  }

  const saved = customer?.shipping_addresses ?? [];
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Shipping address"
      className="flex flex-col gap-6"
    >
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      {customer ? (
        <p className="text-sm text-muted">
          Signed in as <span className="font-medium text-ink">{customer.email}</span>
        </p>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint="We send the order confirmation here."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
      )}
      {saved.length > 0 ? (
        <SelectField
          label="Saved addresses"
          defaultValue=""
          onChange={(event) => {
            const chosen = saved.find((address) => address.id === event.target.value);
            setShipping(chosen ? draftFromAddress(chosen) : emptyAddressDraft());
          }}
        >
          <option value="">Choose a saved address…</option>
          {saved.map((address) => (
            <option key={address.id} value={address.id}>
              {addressLines(address, countries).slice(0, 3).join(", ")}
            </option>
          ))}
        </SelectField>
      ) : null}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-4 font-sans text-base font-medium">Shipping address</legend>
        <AddressFields
          value={shipping}
          errors={errors.shipping}
          countries={countries}
          onChange={setShipping}
        />
      </fieldset>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={billingSame}
          onChange={(event) => setBillingSame(event.target.checked)}
          className="h-4 w-4 accent-ink"
        />
        Billing address same as shipping
      </label>
      {billingSame ? null : (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 font-sans text-base font-medium">Billing address</legend>
          <AddressFields
            value={billing}
            errors={errors.billing}
            countries={countries}
            onChange={setBilling}
            autoCompleteSection="billing"
          />
        </fieldset>
      )}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {save.isPending ? "Saving…" : "Continue to delivery"}
      </Button>
    </form>
  );
}
