import type { AdminOrder } from "@contract/admin/orders";
import type { UseMutationResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The move, a POST without a body (useDeliverOrder, useRefundOrder). */
  move: UseMutationResult<AdminOrder, Error, undefined>;
  /** The toast once it is done. */
  done: string;
  confirm: string;
  busy: string;
  /** What the move does, said before it is made. */
  children: ReactNode;
};

/** Asks before a move that cannot be taken back; a refusal stays in the dialog with the server's words. */
export function ConfirmMoveDialog({ title, open, onClose, move, done, confirm, busy, children }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const go = () => {
    setProblem(null);
    move.mutate(undefined, {
      onSuccess: () => {
        toast.success(done);
        onClose();
      },
      onError: (error) => setProblem(messageForError(error)),
    });
  };
  return (
    <ConfirmDialog open={open} title={title} onClose={onClose}>
      <p className="mb-4 text-cocoa-700 text-sm">{children}</p>
      {problem && <ErrorBox className="mb-4">{problem}</ErrorBox>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={move.isPending}>
          Not now
        </Button>
        <Button onClick={go} disabled={move.isPending}>
          {move.isPending ? busy : confirm}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
