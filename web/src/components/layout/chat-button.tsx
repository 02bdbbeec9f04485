import { whatsappHref } from "@web/lib/contact-links";
import { MessageCircle } from "lucide-react";

const label = "Chat with us on WhatsApp";

/**
 * Desktop: the floating chat button, in its own landmark so every part of the page belongs to one. It
 * is a slim tab on the window's right edge, inside the pages' side padding (24 px, 32 px from 1024 px):
 * a round button over the content covered review text, the delivery Check button and the footer.
 */
export function ChatButton({ phone }: { phone: string }) {
  return (
    <aside aria-label="Chat" className="hidden md:block">
      <a
        href={whatsappHref(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className="fixed right-0 bottom-24 z-30 flex w-6 flex-col items-center gap-2 rounded-l-xl bg-[#075e54] py-3 text-white shadow-lift transition hover:bg-[#0a4a42] lg:w-7"
      >
        <MessageCircle aria-hidden="true" className="size-4 lg:size-5" />
        <span className="rotate-180 text-xs font-semibold tracking-wide [writing-mode:vertical-rl]">
          Chat
        </span>
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
