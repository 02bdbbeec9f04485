import { useAuth } from "@web/features/auth/use-auth";
import { ContactPage } from "@web/features/content/components/contact-page";
import { usePageTitle } from "@web/lib/use-page-title";

export default function ContactRoute() {
  usePageTitle(
    "Contact us",
    "Questions about an order, a custom hamper or a corporate gift? Write, call or visit Mithaas in Pune.",
  );
  const { isAuthenticated } = useAuth();
  return <ContactPage signedIn={isAuthenticated} />;
}
