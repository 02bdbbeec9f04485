import { normaliseIndianMobile } from "@contract/phone";

const whatsappGreeting = "Hi Mithaas! I'd like some help with my order.";

function internationalDigits(phone: string): string {
  const mobile = normaliseIndianMobile(phone);
  return mobile ? `91${mobile}` : phone.replace(/\D/g, "");
}

export function telHref(phone: string): string {
  return `tel:+${internationalDigits(phone)}`;
}

export function whatsappHref(phone: string): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(whatsappGreeting)}`;
}
