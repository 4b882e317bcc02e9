"use client";

// /account: the signed-in customer's details, trade status, addresses and orders.
import { AccountStatus } from "../components/account-status";
import { AddressesSection } from "../components/addresses-section";
import { GuestOrdersSection } from "../components/guest-orders-section";
import { LogoutButton } from "../components/logout-button";
import { OrdersSection } from "../components/orders-section";
import { ProfileSection } from "../components/profile-section";
import { TradeProfileCard } from "../components/trade-profile-card";
import { errorMessage } from "../error-message";
import { useAccountGuard } from "../use-account-guard";

export function AccountTemplate() {
  const customer = useAccountGuard();
  if (customer.isError) return <AccountStatus error={errorMessage(customer.error)} />;
  if (!customer.data) return <AccountStatus />;
  const name = customer.data.first_name;

  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex flex-wrap items-end justify-between gap-4 pb-8 md:pb-10">
        <div className="flex flex-col gap-3">
          <p className="eyebrow">Account</p>
          <h1 className="text-4xl md:text-5xl">{name ? `Hello, ${name}` : "Your account"}</h1>
        </div>
        <LogoutButton />
      </header>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <ProfileSection key={customer.data.updated_at} customer={customer.data} />
        <TradeProfileCard />
        <div className="lg:col-span-2">
          <AddressesSection customer={customer.data} />
        </div>
        <div className="lg:col-span-2">
          <OrdersSection />
        </div>
        <div className="lg:col-span-2">
          <GuestOrdersSection customer={customer.data} />
        </div>
      </div>
    </div>
  );
}
