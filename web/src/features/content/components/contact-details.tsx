import { telHref } from "@web/lib/contact-links";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSettings } from "../api/get-settings";

function Detail({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-500/15 text-amber-400">
        {icon}
      </span>
      <div className="text-sm leading-relaxed text-cream-200/85">
        <h3 className="mb-1 font-display text-base text-cream-100">{title}</h3>
        {children}
      </div>
    </li>
  );
}

const iconClass = "size-5";
const linkClass = "hover:text-amber-300 break-all";

export function ContactDetails() {
  const settings = useSettings();
  const email = settings.data?.support_email;
  const phone = settings.data?.support_phone;
  return (
    <ul className="space-y-7">
      {email && (
        <Detail icon={<Mail aria-hidden="true" className={iconClass} />} title="Email us">
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </Detail>
      )}
      {phone && (
        <Detail icon={<Phone aria-hidden="true" className={iconClass} />} title="Call us">
          <a href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
        </Detail>
      )}
      <Detail icon={<Clock aria-hidden="true" className={iconClass} />} title="Business hours">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          <dt>Mon-Fri</dt>
          <dd>9:00 AM-6:00 PM</dd>
          <dt>Sat</dt>
          <dd>10:00 AM-4:00 PM</dd>
          <dt>Sun</dt>
          <dd>Closed</dd>
        </dl>
      </Detail>
      <Detail icon={<MapPin aria-hidden="true" className={iconClass} />} title="Visit our atelier">
        <address className="not-italic">
          Mithaas Chocolatiers, 14 Koregaon Park Lane 5,
          <br />
          Pune, Maharashtra 411001
        </address>
      </Detail>
    </ul>
  );
}
