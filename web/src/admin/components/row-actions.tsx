import { buttonClasses } from "@web/components/ui/button";
import { Pencil, Power, PowerOff, Trash2 } from "lucide-react";
import { Link } from "react-router";

type RowActionsProps = {
  /** What the row is, for the buttons' accessible names ("Edit coupon DIWALI500"). */
  name: string;
  editTo: string;
  busy: boolean;
  onDelete: () => void;
  /** What deleting means, after "Delete {name}?" in the confirmation. */
  deleteWarning?: string;
  /** With both, a button switches the row on or off; lists with their own status editing leave them out. */
  isActive?: boolean;
  onSwitch?: (isActive: boolean) => void;
};

const iconButton = "w-9 px-0!";

/**
 * Edit, switch on or off, and delete (after a confirmation), for one row of a list: small icon buttons
 * side by side, named for screen readers and with a tooltip for the mouse.
 */
export function RowActions({
  name,
  editTo,
  busy,
  onDelete,
  deleteWarning = "This cannot be undone.",
  isActive = false,
  onSwitch,
}: RowActionsProps) {
  return (
    <div className="flex gap-1.5">
      <Link
        to={editTo}
        className={buttonClasses("outline", "sm", iconButton)}
        aria-label={`Edit ${name}`}
        title="Edit"
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Link>
      {onSwitch && (
        <button
          type="button"
          className={buttonClasses("outline", "sm", iconButton)}
          disabled={busy}
          aria-label={`${isActive ? "Deactivate" : "Activate"} ${name}`}
          title={isActive ? "Deactivate" : "Activate"}
          onClick={() => onSwitch(!isActive)}
        >
          {isActive ? (
            <PowerOff aria-hidden="true" className="size-4" />
          ) : (
            <Power aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
      <button
        type="button"
        className={buttonClasses("ghost", "sm", `${iconButton} text-red-700 hover:bg-red-50`)}
        disabled={busy}
        aria-label={`Delete ${name}`}
        title="Delete"
        onClick={() => {
          if (window.confirm(`Delete ${name}? ${deleteWarning}`)) onDelete();
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
