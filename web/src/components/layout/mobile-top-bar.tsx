import type { ReactNode } from "react";
import { TopBarChatButton } from "./chat-button";
import { Logo } from "./logo";

/** `search`: the search icon, in the left cell. */
export function MobileTopBar({ supportPhone, search }: { supportPhone?: string; search?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 grid h-16 grid-cols-[2.75rem_1fr_2.75rem] items-center border-b border-cocoa-100/80 bg-cream-100/90 px-4 backdrop-blur-md md:hidden">
      {search}
      <div className="col-start-2 justify-self-center">
        <Logo />
      </div>
      {supportPhone && <TopBarChatButton phone={supportPhone} />}
    </header>
  );
}
