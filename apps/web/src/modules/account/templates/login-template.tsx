"use client";

// /account/login (spec §2): customers sign in or register, the forgot-password toggle asks for
// a reset link, and staff sign in on their own tab. A customer who is already signed in goes on
// to their account; a signed-in staff member to the admin's first screen.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { AuthTabs, useAuthTabIds, type AuthTab } from "../components/auth-tabs";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { RegisterForm } from "../components/register-form";
import { SignInForm } from "../components/sign-in-form";
import { useAdminUser, useStaffSignIn } from "@/modules/admin/admin-session";
import { ADMIN_PATHS } from "@/modules/admin/constants";
import { useCustomer, useSignIn } from "../customer-session";
import { returnPath } from "../return-path";

export function LoginTemplate({ next }: { next?: string }) {
  const router = useRouter();
  const customer = useCustomer();
  const staff = useAdminUser();
  const signIn = useSignIn();
  const staffSignIn = useStaffSignIn();
  const [tab, setTab] = useState<AuthTab>("sign-in");
  const [forgotPassword, setForgotPassword] = useState(false);
  const ids = useAuthTabIds();
  const destination = returnPath(next);

  const signedIn = Boolean(customer.data);
  const staffSignedIn = Boolean(staff.data);
  useEffect(() => {
    if (staffSignedIn) router.replace(ADMIN_PATHS.landing);
    else if (signedIn) router.replace(destination);
  }, [staffSignedIn, signedIn, router, destination]);

  const goOn = () => router.replace(destination);

  return (
    <div className="container-page flex justify-center py-12 md:py-20">
      <div className="w-full max-w-md">
        <header className="mb-8 flex flex-col gap-3 text-center">
          <p className="eyebrow">Account</p>
          <h1 className="text-4xl">
            {forgotPassword ? "Reset your password" : "Welcome to Atelier"}
          </h1>
        </header>
        <div className="border border-line bg-surface p-6 md:p-8">
          {forgotPassword ? (
            <ForgotPasswordForm
              onBack={() => setForgotPassword(false)}
              audience={tab === "staff" ? "staff" : "customer"}
            />
          ) : (
            <>
              <AuthTabs active={tab} onChange={setTab} ids={ids} />
              <div
                role="tabpanel"
                id={ids.panel(tab)}
                aria-labelledby={ids.tab(tab)}
                className="pt-6"
              >
                {tab === "sign-in" ? (
                  <SignInForm
                    signIn={signIn}
                    onSignedIn={goOn}
                    onForgotPassword={() => setForgotPassword(true)}
                  />
                ) : tab === "register" ? (
                  <RegisterForm onSignedIn={goOn} />
                ) : (
                  <SignInForm
                    signIn={staffSignIn}
                    label="Staff sign-in"
                    onSignedIn={() => router.replace(ADMIN_PATHS.landing)}
                    onForgotPassword={() => setForgotPassword(true)}
                  />
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
