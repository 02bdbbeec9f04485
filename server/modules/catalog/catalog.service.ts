import type { CategoriesResponse } from "../../../contract/catalog";
import type { AppDeps } from "../../platform/deps";
import { listActiveCategories } from "./catalog.repository";

export async function getCategories({ db, storage }: Pick<AppDeps, "db" | "storage">): Promise<CategoriesResponse> {
  const rows = await listActiveCategories(db);
  return {
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      image: storage.url(row.imageKey),
      description: row.description,
    })),
  };
}
