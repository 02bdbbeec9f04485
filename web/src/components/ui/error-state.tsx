import { AlertCircle, RotateCw } from "lucide-react";
import { Button } from "./button";

type ErrorStateProps = { message: string; hint?: string; onRetry?: () => void };

export function ErrorState({ message, hint, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertCircle aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-xl text-cocoa-900">{message}</p>
      {hint && <p className="text-sm text-cocoa-600">{hint}</p>}
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      )}
    </div>
  );
}
