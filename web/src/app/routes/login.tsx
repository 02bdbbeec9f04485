import { LoginPage } from "@web/features/auth/components/login-page";
import { usePageTitle } from "@web/lib/use-page-title";

export default function LoginRoute() {
  usePageTitle("Sign in");
  return <LoginPage />;
}
