import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { deferred, mockApi } from "@web/test/mock-api";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../auth-provider";
import { useAuth } from "../use-auth";
import { LoginPage } from "./login-page";

const user = { id: 7, email: "asha@example.in", first_name: "", last_name: "", phone: null };
const codeSent = { message: "Check your email", expires_in: 600, resend_after: 30 };

function Landing() {
  const location = useLocation();
  const { user: signedIn } = useAuth();
  return (
    <p>
      {useNavigationType()} to {location.pathname + location.search} as {signedIn?.email} (
      {signedIn?.phone ?? "no phone"})
    </p>
  );
}

function renderLogin(entry = "/login?redirect=%2Fcart") {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={["/", entry]} initialIndex={1}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<Landing />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

async function submitEmail(email = "Asha@example.in ") {
  await userEvent.type(screen.getByLabelText("Email address"), email);
  await userEvent.click(screen.getByRole("button", { name: "Continue with Email" }));
}

async function submitCode(code = "123456") {
  await userEvent.type(await screen.findByLabelText("Verification code"), code);
  await userEvent.click(screen.getByRole("button", { name: "Verify Code" }));
}

describe("LoginPage", () => {
  it("goes email → code → the redirect target, replacing history, without a phone step when not needed", async () => {
    const sending = deferred<Response>();
    const calls = mockApi({
      "POST /api/user/auth/request_otp/": sending.promise,
      "POST /api/user/auth/verify_otp/": jsonResponse({
        token: "tok-1",
        user: { ...user, phone: "9876543210" },
        requires_phone: false,
      }),
    });
    renderLogin();

    expect(await heading("Sign in to your account")).toBeInTheDocument();
    expect(screen.getByText("We'll send you a verification code")).toBeInTheDocument();
    const email = screen.getByLabelText("Email address");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();

    await submitEmail();
    expect(screen.getByRole("button", { name: "Sending OTP" })).toBeDisabled();
    await act(async () => sending.resolve(jsonResponse(codeSent)));

    expect(await heading("Enter verification code")).toBeInTheDocument();
    expect(screen.getByText("Check your email for the code")).toBeInTheDocument();
    expect(screen.getByText("asha@example.in", { exact: false })).toBeInTheDocument();
    const code = screen.getByLabelText("Verification code");
    expect(code).toBeRequired();
    expect(code).toHaveAttribute("maxLength", "6");
    expect(code).toHaveAttribute("inputMode", "numeric");
    expect(code).toHaveAttribute("autoComplete", "one-time-code");

    await submitCode();
    expect(
      await screen.findByText(/REPLACE to \/cart as asha@example.in \(9876543210\)/),
    ).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("tok-1");
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => [call.url, call.body])).toEqual([
      ["/api/user/auth/request_otp/", { email: "Asha@example.in" }],
      ["/api/user/auth/verify_otp/", { email: "Asha@example.in", otp: "123456" }],
    ]);
  });

  it("asks a new customer for a phone number, then signs them in with it", async () => {
    const calls = mockApi({
      "POST /api/user/auth/request_otp/": jsonResponse(codeSent),
      "POST /api/user/auth/verify_otp/": jsonResponse({ token: "tok-2", user, requires_phone: true }),
      "POST /api/user/auth/verify_phone/": jsonResponse({ ...user, phone: "9876543210" }),
    });
    renderLogin("/login?redirect=%2Forders%3Fpage%3D2");
    await submitEmail();
    await submitCode();

    expect(await heading("Add your phone number")).toBeInTheDocument();
    expect(screen.getByText("For delivery updates and notifications")).toBeInTheDocument();
    const phone = screen.getByLabelText("Mobile number");
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute("maxLength", "10");
    expect(phone).toHaveAttribute("placeholder", "10-digit mobile number");

    await userEvent.type(phone, "9876543210");
    await userEvent.click(screen.getByRole("button", { name: "Verify Phone" }));
    expect(
      await screen.findByText(/REPLACE to \/orders\?page=2 as asha@example.in \(9876543210\)/),
    ).toBeInTheDocument();
    const verifyPhone = calls.at(-1);
    expect(verifyPhone?.body).toEqual({ phone: "9876543210" });
    expect(verifyPhone?.headers.get("Authorization")).toBe("Bearer tok-2");
  });

  it("takes an optional name above the phone, prefilled when known, and sends it with the phone", async () => {
    const known = { ...user, first_name: "Asha", last_name: "" };
    const calls = mockApi({
      "POST /api/user/auth/request_otp/": jsonResponse(codeSent),
      "POST /api/user/auth/verify_otp/": jsonResponse({ token: "tok-3", user: known, requires_phone: true }),
      "POST /api/user/auth/verify_phone/": jsonResponse({
        ...known,
        last_name: "Kulkarni",
        phone: "9876543210",
      }),
    });
    renderLogin();
    await submitEmail();
    await submitCode();

    expect(await heading("Add your phone number")).toBeInTheDocument();
    const first = screen.getByLabelText("First name (optional)");
    expect(first).toHaveValue("Asha");
    expect(first).not.toBeRequired();
    await userEvent.type(screen.getByLabelText("Last name (optional)"), "Kulkarni");
    await userEvent.type(screen.getByLabelText("Mobile number"), "9876543210");
    await userEvent.click(screen.getByRole("button", { name: "Verify Phone" }));
    await screen.findByText(/as asha@example.in \(9876543210\)/);
    expect(calls.at(-1)?.body).toEqual({ phone: "9876543210", first_name: "Asha", last_name: "Kulkarni" });
  });

  it("shows the server's message in a red box and stays on the step", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "POST /api/user/auth/request_otp/": jsonResponse(codeSent),
      "POST /api/user/auth/verify_otp/": jsonResponse({ message: "Invalid OTP" }, 400),
    });
    renderLogin();
    await submitEmail();
    await submitCode("000000");

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid OTP");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Enter verification code");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("falls back to the spec's texts when the server gives no message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let failSend = true;
    mockApi({
      "POST /api/user/auth/request_otp/": () =>
        failSend ? new Response("<html>Bad gateway</html>", { status: 502 }) : jsonResponse(codeSent),
      "POST /api/user/auth/verify_otp/": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderLogin();
    await submitEmail();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send OTP");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in to your account");

    failSend = false;
    await userEvent.click(screen.getByRole("button", { name: "Continue with Email" }));
    await submitCode();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid OTP");
  });

  it("shows 'Invalid phone number' when the phone call fails without a message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "POST /api/user/auth/request_otp/": jsonResponse(codeSent),
      "POST /api/user/auth/verify_otp/": jsonResponse({ token: "tok-3", user, requires_phone: true }),
      "POST /api/user/auth/verify_phone/": jsonResponse({}, 400),
    });
    renderLogin();
    await submitEmail();
    await submitCode();
    await userEvent.type(await screen.findByLabelText("Mobile number"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Verify Phone" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid phone number");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Add your phone number");
  });

  it("lets the customer change the e-mail and holds the resend link for the cooldown", async () => {
    mockApi({ "POST /api/user/auth/request_otp/": jsonResponse(codeSent) });
    renderLogin();
    await submitEmail("asha@example.in");
    await heading("Enter verification code");
    expect(screen.getByRole("button", { name: /Resend code in (30|29)s/ })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Change email" }));
    expect(await heading("Sign in to your account")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveValue("asha@example.in");
  });

  it("offers the resend link once the cooldown has passed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({ "POST /api/user/auth/request_otp/": jsonResponse(codeSent) });
    renderLogin();
    await submitEmail("asha@example.in");
    await heading("Enter verification code");
    await act(async () => vi.advanceTimersByTime(31_000));

    await userEvent.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("We've sent a new code to asha@example.in.")).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(screen.getByRole("button", { name: /Resend code in/ })).toBeDisabled();
  });

  it("never redirects off the site", async () => {
    mockApi({
      "POST /api/user/auth/request_otp/": jsonResponse(codeSent),
      "POST /api/user/auth/verify_otp/": jsonResponse({
        token: "tok-4",
        user: { ...user, phone: "9876543210" },
        requires_phone: false,
      }),
    });
    renderLogin("/login?redirect=%2F%2Fevil.example%2Fcart");
    await submitEmail();
    await submitCode();
    expect(await screen.findByText(/REPLACE to \/ as/)).toBeInTheDocument();
  });

  it("sends someone already signed in straight to the target", async () => {
    localStorage.setItem("token", "tok-5");
    mockApi({ "GET /api/user/profile/": jsonResponse({ ...user, phone: "9876543210" }) });
    renderLogin("/login?redirect=%2Fwishlist");
    expect(await screen.findByText(/REPLACE to \/wishlist as asha@example.in/)).toBeInTheDocument();
  });

  it("waits for a valid e-mail before sending anything", async () => {
    const calls = mockApi({});
    renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Continue with Email" }));
    await userEvent.type(screen.getByLabelText("Email address"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Continue with Email" }));
    await waitFor(() => expect(screen.getByLabelText("Email address")).toBeInvalid());
    expect(calls).toHaveLength(0);
  });
});
