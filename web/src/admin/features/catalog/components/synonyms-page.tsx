import type { SynonymGroup } from "@contract/admin/search-synonyms";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { Button } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteSynonymGroup } from "../api/delete-synonym-group";
import { useSynonymList } from "../api/list-synonyms";
import { FormSection } from "./form-section";
import { SynonymGroupForm } from "./synonym-group-form";

function GroupRow({ group, onEdit }: { group: SynonymGroup; onEdit: () => void }) {
  const remove = useDeleteSynonymGroup();
  const name = group.words.join(", ");
  return (
    <div className="flex items-start justify-between gap-3">
      <ul aria-label={`Group ${name}`} className="flex min-w-0 flex-1 flex-wrap gap-2">
        {group.words.map((word) => (
          <li key={word} className="rounded-full bg-cocoa-100 px-3 py-1 text-sm text-cocoa-900">
            {word}
          </li>
        ))}
      </ul>
      <div className="flex shrink-0 gap-1.5">
        <Button
          variant="outline"
          size="sm"
          className="w-9 px-0!"
          aria-label={`Edit ${name}`}
          title="Edit"
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="w-9 px-0! text-red-700 hover:bg-red-50"
          aria-label={`Delete ${name}`}
          title="Delete"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(`Delete the group ${name}? Search stops treating these words as one.`))
              return;
            remove.mutate(group.id, {
              onSuccess: () => toast.success("Synonym group deleted"),
              onError: (error) => toast.error(messageForError(error)),
            });
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}

/** Words shoppers use for one another (mithai, sweets): a search for one finds the others. */
export default function SynonymsPage() {
  const list = useSynonymList();
  const [editing, setEditing] = useState<number | null>(null);
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return <ErrorState message="Could not load the synonyms" onRetry={() => list.refetch()} />;
  const groups = list.data.results;
  return (
    <>
      <AdminPageHeader title="Search synonyms" />
      <p className="mb-4 max-w-3xl text-sm text-cocoa-600">
        A search for any word of a group also finds products named with the others. A word can be in one group
        only. Words are single, lower-case letters or digits.
      </p>
      <div className="max-w-3xl space-y-5">
        <FormSection title="New group">
          <SynonymGroupForm group={null} />
        </FormSection>
        <section aria-labelledby="synonym-groups" className="rounded-xl border border-cocoa-100 bg-white">
          <h2 id="synonym-groups" className="px-4 pt-4 text-lg text-cocoa-900 md:px-6">
            Groups ({groups.length})
          </h2>
          {groups.length === 0 ? (
            <p className="p-4 text-cocoa-600 md:px-6">No groups yet.</p>
          ) : (
            <ul className="divide-y divide-cocoa-100">
              {groups.map((group) => (
                <li key={group.id} className="p-4 md:px-6">
                  {editing === group.id ? (
                    <SynonymGroupForm key={group.id} group={group} onDone={() => setEditing(null)} />
                  ) : (
                    <GroupRow group={group} onEdit={() => setEditing(group.id)} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
