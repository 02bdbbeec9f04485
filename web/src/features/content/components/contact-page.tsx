import { PageHeading } from "@web/components/ui/page-heading";
import { ContactDetails } from "./contact-details";
import { ContactForm } from "./contact-form";

export function ContactPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto max-w-6xl px-5 py-12 md:px-6 md:py-20">
      <PageHeading eyebrow="Contact us" title="Get in Touch">
        A question about an order, a custom hamper or a corporate gift? We'd love to hear from you.
      </PageHeading>
      <div className="grid overflow-hidden rounded-3xl shadow-lift ring-1 ring-cocoa-100 lg:grid-cols-[2fr_3fr]">
        <div className="bg-cocoa-900 px-6 py-10 md:px-10 md:py-12">
          <h2 className="sr-only">Contact details</h2>
          <ContactDetails />
          <p className="mt-10 border-t border-white/10 pt-6 text-sm text-cream-200/70">
            We usually reply within one business day.
          </p>
        </div>
        <div className="bg-white px-6 py-10 md:px-10 md:py-12">
          <h2 className="mb-6 text-2xl text-cocoa-900">Send us a message</h2>
          <ContactForm signedIn={signedIn} />
        </div>
      </div>
    </div>
  );
}
