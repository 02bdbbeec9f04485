import { MessageCircle } from "lucide-react";
import { whatsappHref } from "../../lib/contact-links";

const label = "Chat with us on WhatsApp";

/** Desktop: the floating chat button, in its own landmark so every part of the page belongs to one. */
export function ChatButton({ phone }: { phone: string }) {
  return (
    <aside aria-label="Chat" className="hidden md:block">
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className="fixed right-6 bottom-6 z-30 flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lift ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#1ebe5b]"
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}

/**
 * Phones: the chat button sits in the top bar. Floating above the bottom bar it covered the end of
 * whatever scrolled under it (the cart summary, the product page's buy bar).
 */
export function TopBarChatButton({ phone }: { phone: string }) {
  return (
    <a
      href={whatsappHref(phone)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="flex size-11 items-center justify-center rounded-full bg-[#25d366] text-white shadow-soft ring-2 ring-white transition hover:bg-[#1ebe5b]"
    >
      <MessageCircle aria-hidden="true" className="size-5" />
    </a>
  );
}
