import { LoginPage } from "../../features/auth/components/login-page";
import { usePageTitle } from "../../lib/use-page-title";

export default function LoginRoute() {
  usePageTitle("Sign in");
  return <LoginPage />;
}
