import type { OccasionLink } from "@contract/occasions";
import { telHref } from "@web/lib/contact-links";
import { Mail, MapPin, Phone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FooterSection } from "./footer-section";
import { Logo } from "./logo";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

const quickLinks = [
  { label: "Home", to: "/" },
  { label: "Categories", to: "/categories" },
  { label: "Wishlist", to: "/wishlist" },
  { label: "Orders", to: "/orders" },
  { label: "Blog", to: "/blogs" },
];

const policyLinks = [
  { label: "About Us", to: "/about-us" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-conditions" },
  { label: "Cancellation & Refund Policy", to: "/return-refund-policy" },
  { label: "Shipping Policy", to: "/shipping-policy" },
  { label: "Contact Us", to: "/contact" },
];

const socialLinks = [
  { label: "Instagram", href: "https://www.instagram.com/mithaas", icon: InstagramIcon },
  { label: "Facebook", href: "https://www.facebook.com/mithaas", icon: FacebookIcon },
  { label: "YouTube", href: "https://www.youtube.com/@mithaas", icon: YoutubeIcon },
];

const linkClass = "text-sm text-cream-200/80 transition hover:text-amber-300";

type FooterProps = { supportEmail?: string; supportPhone?: string; occasions?: OccasionLink[] };

export function Footer({ supportEmail, supportPhone, occasions = [] }: FooterProps) {
  const [openSection, setOpenSection] = useState<string | null>(null);
  const toggle = (title: string) => () => setOpenSection((current) => (current === title ? null : title));

  const linkList = (links: { label: string; to: string }[]) => (
    <ul className="space-y-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );

  // The bottom padding keeps the fixed mobile bottom bar from covering the footer's last lines.
  return (
    <footer className="mt-20 bg-cocoa-950 pb-[calc(4rem+var(--action-bar-height,0rem)+env(safe-area-inset-bottom))] text-cream-100 md:pb-0">
      <div aria-hidden="true" className="h-1 bg-gradient-to-r from-amber-700 via-amber-400 to-amber-700" />
      <div
        className={`mx-auto grid max-w-7xl gap-2 px-5 pt-12 pb-8 md:gap-10 md:px-6 md:pt-16 lg:px-8 ${
          occasions.length > 0
            ? "md:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr_1.2fr]"
            : "md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr]"
        }`}
      >
        <div className="mb-6 space-y-5 md:mb-0">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-cream-200/70">
            Handcrafted chocolates and thoughtful gifts, wrapped with love in Pune and delivered across India.
          </p>
          <ul className="flex gap-3">
            {socialLinks.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Mithaas on ${label}`}
                  className="flex size-10 items-center justify-center rounded-full border border-white/15 text-cream-200 transition hover:border-amber-400 hover:text-amber-300"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterSection
          title="Quick Links"
          open={openSection === "Quick Links"}
          onToggle={toggle("Quick Links")}
        >
          {linkList(quickLinks)}
        </FooterSection>
        {occasions.length > 0 && (
          <FooterSection title="Occasions" open={openSection === "Occasions"} onToggle={toggle("Occasions")}>
            {linkList(occasions.map(({ slug, title }) => ({ label: title, to: `/occasions/${slug}` })))}
          </FooterSection>
        )}
        <FooterSection title="Policies" open={openSection === "Policies"} onToggle={toggle("Policies")}>
          {linkList(policyLinks)}
        </FooterSection>
        <FooterSection
          title="Get in Touch"
          open={openSection === "Get in Touch"}
          onToggle={toggle("Get in Touch")}
        >
          <ul className="space-y-4 text-sm text-cream-200/80">
            {supportEmail && (
              <li className="flex items-start gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
                <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
                  {supportEmail}
                </a>
              </li>
            )}
            {supportPhone && (
              <li className="flex items-start gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
                <a href={telHref(supportPhone)} className={linkClass}>
                  {supportPhone}
                </a>
              </li>
            )}
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
              <span>Koregaon Park, Pune, Maharashtra</span>
            </li>
          </ul>
        </FooterSection>
      </div>
      <p className="border-t border-white/10 px-5 py-6 text-center text-xs tracking-wide text-cream-200/60">
        © {new Date().getFullYear()} Mithaas. All rights reserved.
      </p>
    </footer>
  );
}
