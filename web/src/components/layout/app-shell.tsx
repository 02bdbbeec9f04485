import type { OccasionLink } from "@contract/occasions";
import type { ReactNode } from "react";
import { BottomBar } from "./bottom-bar";
import { ChatButton } from "./chat-button";
import { DeferredFooter } from "./deferred-footer";
import { MobileTopBar } from "./mobile-top-bar";
import type { NavState } from "./nav";
import { PincodeChip } from "./pincode-chip";
import { TopBar } from "./top-bar";

type AppShellProps = NavState & {
  userName: string | null;
  supportEmail?: string;
  supportPhone?: string;
  /** The settings' occasions and recipients, linked from the footer. */
  occasions?: OccasionLink[];
  /**
   * The search box: a field in the desktop top bar and an icon in the phone's. Slots, because layout
   * imports no feature and the search is one.
   */
  searchField?: ReactNode;
  searchButton?: ReactNode;
  onSignOut: () => void;
  children: ReactNode;
};

export function AppShell({
  userName,
  supportEmail,
  supportPhone,
  occasions,
  searchField,
  searchButton,
  onSignOut,
  children,
  ...nav
}: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-cocoa-900 px-4 py-2 text-cream-100 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <TopBar {...nav} userName={userName} search={searchField} onSignOut={onSignOut} />
      <MobileTopBar supportPhone={supportPhone} search={searchButton} />
      <PincodeChip look="strip" className="xl:hidden" />
      <main id="main" className="flex-1">
        {children}
      </main>
      <DeferredFooter supportEmail={supportEmail} supportPhone={supportPhone} occasions={occasions} />
      {supportPhone && <ChatButton phone={supportPhone} />}
      <BottomBar {...nav} />
    </div>
  );
}
