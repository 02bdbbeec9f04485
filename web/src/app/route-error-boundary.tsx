import { Component, type ReactNode } from "react";
import { RouteError } from "./route-error";

type Props = { children: ReactNode };

/** Keeps the shell usable when a screen throws; keyed by path in the layout so navigating away resets it. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
