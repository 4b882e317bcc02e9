// A browser for the account tests: carries the `connect.sid` cookie by hand from Set-Cookie to
// the next request, and comes from its own client address (X-Forwarded-For) so that one test's
// failed sign-ins never count against another's.
import type { SignedInCustomer, StoreCustomer } from "../src/modules/customers/customer-response";
import type { Profile } from "../src/modules/trade/profile-service";
import type { MedusaErrorBody, Wire } from "./fixtures/catalogue";
import type { TestApi } from "./harness";

/** The `{customer}` bodies: the /customers/me shape, with `orders` on the sign-in responses. */
export type CustomerBody = {
  customer: Wire<StoreCustomer> & Partial<Pick<Wire<SignedInCustomer>, "orders">>;
};
export type ProfileBody = { profile: Wire<Profile> };
export type ErrorBody = MedusaErrorBody;

/** A response body read as the shape the route promises. */
export async function body<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

let browsers = 0;
let emails = 0;

export function uniqueEmail(name = "shopper"): string {
  emails += 1;
  return `${name}.${emails}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  body?: string;
  headers?: Record<string, string>;
}

export class Browser {
  cookie: string | undefined;
  readonly clientAddress: string;

  constructor(
    private readonly api: TestApi,
    options: { clientAddress?: string } = {},
  ) {
    browsers += 1;
    this.clientAddress =
      options.clientAddress ?? `198.51.${Math.floor(browsers / 250)}.${browsers % 250}`;
  }

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      "x-forwarded-for": this.clientAddress,
      ...options.headers,
    };
    if (this.cookie) headers.cookie = `connect.sid=${this.cookie}`;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const response = await this.api.request(path, {
      method:
        options.method ??
        (options.json === undefined && options.body === undefined ? "GET" : "POST"),
      json: options.json,
      body: options.body,
      headers,
    });
    this.keepCookie(response);
    return response;
  }

  private keepCookie(response: Response): void {
    const sessionCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith("connect.sid="));
    if (!sessionCookie) return;
    const value = sessionCookie.slice("connect.sid=".length).split(";")[0];
    this.cookie = /max-age=0/i.test(sessionCookie) || value === "" ? undefined : value;
  }
}

export const PASSWORD = "correct horse battery";

export interface Registered {
  browser: Browser;
  email: string;
  customer: CustomerBody["customer"];
}

/** Registers a new customer in a new browser, which is then signed in. */
export async function registerCustomer(
  api: TestApi,
  fields: Record<string, unknown> = {},
): Promise<Registered> {
  const browser = new Browser(api);
  const email = uniqueEmail();
  const response = await browser.request("/store/customers", {
    json: { email, password: PASSWORD, first_name: "Ada", last_name: "Lovelace", ...fields },
  });
  if (response.status !== 200)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { customer } = await body<CustomerBody>(response);
  return { browser, email: customer.email, customer };
}

export function sessionCookieLine(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith("connect.sid="));
}
