import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createQueryClient } from "@web/lib/query-client";
import { toast } from "@web/lib/toast";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse } from "@web/test/render";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { BlogPost } from "./blog-post";

function renderPost(slug: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BlogPost slug={slug} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("BlogPost", () => {
  it("shows an unknown slug as not found, without a toast or 'Try again'", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = vi.spyOn(toast, "error");
    const calls = mockApi({
      "GET /api/blog/blogs/no-such-post/": jsonResponse({ message: "Blog post not found" }, 404),
    });
    renderPost("no-such-post");
    expect(await screen.findByRole("heading", { level: 1, name: "Blog post not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read our blog" })).toHaveAttribute("href", "/blogs");
    expect(screen.queryByText("Failed to load blog")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(document.title).toBe("Blog post not found · Mithaas");
    expect(error).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it("says 'Failed to load blog' with 'Try again' when the server fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/blog/blogs/diwali/": jsonResponse({ message: "boom" }, 500) });
    renderPost("diwali");
    expect(await screen.findByText("Failed to load blog", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
