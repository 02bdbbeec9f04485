import { describe, expect, it } from "vitest";
import { type ArtSpec, artKinds } from "../art/art-spec";
import { demoStore } from "./demo-store";
import type { PolicyKey, SeedProduct } from "./seed-types";

const {
  settings,
  categories,
  products,
  banners,
  highlights,
  policies,
  blogs,
  offers,
  coupons,
  shippingZones,
} = demoStore;

const categorySlugs = new Set(categories.map((category) => category.slug));
const productSlugs = new Set(products.map((product) => product.slug));
const paidPaise = (product: SeedProduct) => product.discountedPricePaise ?? product.pricePaise;

function linkTargetExists(link: string): boolean {
  const match = /^\/(categories|product)\/([a-z0-9-]+)$/.exec(link);
  if (!match) return false;
  const [, kind, slug = ""] = match;
  return kind === "categories" ? categorySlugs.has(slug) : productSlugs.has(slug);
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

const safeTags = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote"]);

function unsafeTags(html: string): string[] {
  const tags = [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) =>
    (match[1] ?? "").toLowerCase(),
  );
  return tags.filter((tag) => !safeTags.has(tag));
}

function artProblems(art: ArtSpec): string[] {
  const problems: string[] = [];
  if (!artKinds.includes(art.kind)) problems.push(`unknown kind ${art.kind}`);
  if (art.palette.length !== 3 || !art.palette.every((colour) => /^#[0-9a-f]{6}$/i.test(colour))) {
    problems.push(`bad palette ${art.palette.join(",")}`);
  }
  if (art.variant !== undefined && !(Number.isInteger(art.variant) && art.variant >= 0 && art.variant <= 5)) {
    problems.push(`bad variant ${art.variant}`);
  }
  return problems;
}

function zoneFor(pincode: string) {
  return shippingZones.filter((zone) => zone.pincodePrefixes.some((prefix) => pincode.startsWith(prefix)));
}

describe("demo store settings", () => {
  it("has the support contacts", () => {
    expect(settings).toEqual({ supportEmail: "care@mithaas.in", supportPhone: "+91 98220 12345" });
  });
});

describe("demo store catalogue", () => {
  it("has unique category and product slugs", () => {
    expect(categorySlugs.size).toBe(categories.length);
    expect(productSlugs.size).toBe(products.length);
    for (const slug of [...categorySlugs, ...productSlugs]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has enough categories and products, with every category stocked", () => {
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(products.length).toBeGreaterThanOrEqual(60);
    for (const category of categories) {
      expect(
        products.filter((product) => product.categorySlug === category.slug).length,
      ).toBeGreaterThanOrEqual(6);
    }
  });

  it("points every product at a real category and real similar products", () => {
    for (const product of products) {
      expect(categorySlugs.has(product.categorySlug), product.slug).toBe(true);
      expect(product.similar.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(product.similar.length, product.slug).toBeLessThanOrEqual(4);
      for (const slug of product.similar) {
        expect(productSlugs.has(slug), `${product.slug} → ${slug}`).toBe(true);
        expect(slug, product.slug).not.toBe(product.slug);
      }
    }
  });

  it("prices products in whole rupees within range, with discounts below the price", () => {
    for (const product of products) {
      expect(Number.isInteger(product.pricePaise), product.slug).toBe(true);
      expect(product.pricePaise % 100, product.slug).toBe(0);
      expect(product.pricePaise, product.slug).toBeGreaterThanOrEqual(24900);
      expect(product.pricePaise, product.slug).toBeLessThanOrEqual(699900);
      const discounted = product.discountedPricePaise;
      if (discounted === null) continue;
      expect(discounted, product.slug).toBeLessThan(product.pricePaise);
      expect(discounted, product.slug).toBeGreaterThanOrEqual(24900);
      const off = 1 - discounted / product.pricePaise;
      expect(off, product.slug).toBeGreaterThanOrEqual(0.05);
      expect(off, product.slug).toBeLessThanOrEqual(0.3);
    }
  });

  it("discounts roughly 60% of products", () => {
    const share =
      products.filter((product) => product.discountedPricePaise !== null).length / products.length;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.7);
  });

  it("has a few products out of stock, spread over categories", () => {
    const outOfStock = products.filter((product) => product.stock === 0);
    expect(outOfStock.length).toBeGreaterThanOrEqual(3);
    expect(new Set(outOfStock.map((product) => product.categorySlug)).size).toBe(outOfStock.length);
    for (const product of products) {
      expect(Number.isInteger(product.stock) && product.stock >= 0, product.slug).toBe(true);
    }
  });

  it("gives every product features, FAQs and pictures", () => {
    for (const product of products) {
      expect(product.description.length, product.slug).toBeGreaterThan(80);
      expect(product.features.length, product.slug).toBeGreaterThanOrEqual(3);
      expect(product.features.length, product.slug).toBeLessThanOrEqual(6);
      expect(product.faqs.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(product.faqs.length, product.slug).toBeLessThanOrEqual(4);
      expect(product.images.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.images.length, product.slug).toBeLessThanOrEqual(4);
      for (const image of product.images) expect(artProblems(image), product.slug).toEqual([]);
      expect(product.createdDaysAgo, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.createdDaysAgo, product.slug).toBeLessThanOrEqual(200);
    }
    const ages = products.map((product) => product.createdDaysAgo);
    expect(new Set(ages).size).toBe(ages.length);
  });

  it("has valid art for categories, banners and blogs", () => {
    for (const category of categories) expect(artProblems(category.art), category.slug).toEqual([]);
    for (const banner of banners) expect(artProblems(banner.art.art), banner.art.headline).toEqual([]);
    for (const blog of blogs) expect(artProblems(blog.art), blog.slug).toEqual([]);
  });

  it("has customisable products with text and image fields", () => {
    const customisable = products.filter((product) => (product.customizableFields ?? []).length > 0);
    expect(customisable.length).toBeGreaterThanOrEqual(6);
    const fields = customisable.flatMap((product) => product.customizableFields ?? []);
    expect(fields.some((field) => field.fieldType === "text")).toBe(true);
    expect(fields.some((field) => field.fieldType === "image")).toBe(true);
    for (const product of products) {
      if (product.customizableFields)
        expect(product.customizableFields.length, product.slug).toBeGreaterThan(0);
    }
    for (const field of fields) {
      if (field.fieldType === "image") {
        const { minPhotos, maxPhotos } = field;
        expect(minPhotos, field.name).toBeGreaterThanOrEqual(1);
        expect(maxPhotos, field.name).toBeGreaterThanOrEqual(minPhotos ?? Number.POSITIVE_INFINITY);
      } else {
        expect(field.minPhotos, field.name).toBeUndefined();
        expect(field.maxPhotos, field.name).toBeUndefined();
      }
    }
  });
});

describe("demo store merchandising", () => {
  it("links banners to real pages, with short copy", () => {
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(linkTargetExists(banner.link), banner.link).toBe(true);
      expect(banner.art.headline.length, banner.art.headline).toBeLessThanOrEqual(28);
      expect(banner.art.subline.length, banner.art.subline).toBeLessThanOrEqual(60);
    }
  });

  it("links highlights to real pages and real, in-stock products", () => {
    expect(highlights).toHaveLength(3);
    for (const highlight of highlights) {
      expect(linkTargetExists(highlight.link), highlight.link).toBe(true);
      expect(highlight.productSlugs.length).toBeGreaterThanOrEqual(4);
      expect(highlight.productSlugs.length).toBeLessThanOrEqual(8);
      expect(new Set(highlight.productSlugs).size).toBe(highlight.productSlugs.length);
      for (const slug of highlight.productSlugs) {
        const product = products.find((candidate) => candidate.slug === slug);
        expect(product, `${highlight.title} → ${slug}`).toBeDefined();
        expect(product?.stock, slug).toBeGreaterThan(0);
      }
    }
  });

  it("keeps every 'Under ₹999' product under ₹999", () => {
    const under = highlights.find((highlight) => highlight.title === "Under ₹999");
    expect(under).toBeDefined();
    for (const slug of under?.productSlugs ?? []) {
      const product = products.find((candidate) => candidate.slug === slug);
      expect(product && paidPaise(product), slug).toBeLessThan(99900);
    }
  });
});

describe("demo store fresh goods", () => {
  const perishable = (slug: string) => products.find((product) => product.slug === slug)?.perishable;

  it("hand-delivers every cake within three days", () => {
    const cakes = products.filter((product) => product.categorySlug === "cakes");
    expect(cakes.length).toBeGreaterThanOrEqual(6);
    for (const cake of cakes) expect(cake.perishable, cake.slug).toEqual({ maxDaysAhead: 3 });
  });

  it("hand-delivers flowers within two days, but not the money plant", () => {
    for (const product of products.filter((candidate) => candidate.categorySlug === "flowers-combos")) {
      const expected = product.name === "Money Plant & Chocolates Combo" ? undefined : { maxDaysAhead: 2 };
      expect(product.perishable, product.slug).toEqual(expected);
    }
  });

  it("hand-delivers only the fresh mithai, within two days", () => {
    const fresh = products
      .filter((product) => product.categorySlug !== "cakes" && product.categorySlug !== "flowers-combos")
      .filter((product) => product.perishable);
    expect(fresh.map((product) => product.name).sort()).toEqual([
      "Kaju Katli (500 g)",
      "Kesar Peda (400 g)",
      "Pure Ghee Motichoor Ladoo (500 g)",
    ]);
    for (const product of fresh) expect(perishable(product.slug), product.slug).toEqual({ maxDaysAhead: 2 });
  });
});

describe("demo store content pages", () => {
  it("has exactly the five policies, in safe HTML of a sensible length", () => {
    const keys: PolicyKey[] = [
      "privacy_policy",
      "terms_conditions",
      "return_refund_policy",
      "shipping_policy",
      "about_us",
    ];
    expect(policies.map((policy) => policy.key).sort()).toEqual([...keys].sort());
    for (const policy of policies) {
      expect(unsafeTags(policy.html), policy.key).toEqual([]);
      expect(wordCount(policy.html), policy.key).toBeGreaterThanOrEqual(300);
      expect(wordCount(policy.html), policy.key).toBeLessThanOrEqual(700);
    }
    const privacy = policies.find((policy) => policy.key === "privacy_policy")?.html ?? "";
    expect(privacy).toContain("Digital Personal Data Protection Act, 2023");
    expect(privacy).toContain("care@mithaas.in");
  });

  it("starts each policy below the page's own title, with sections one level under it", () => {
    for (const policy of policies) {
      expect(policy.html, policy.key).toMatch(/^<p>/);
      expect(policy.html, policy.key).not.toMatch(/<h1|<h3|<h4/);
      expect(policy.html, policy.key).toMatch(/<h2>/);
    }
  });

  it("says nothing about passwords (sign-in is by e-mailed code) and names the refund policy as the site does", () => {
    for (const policy of policies) expect(policy.html, policy.key).not.toMatch(/password/i);
    const text = policies.map((policy) => policy.html).join("\n");
    expect(text).not.toMatch(/Return and Refund Policy/);
    const terms = policies.find((policy) => policy.key === "terms_conditions")?.html ?? "";
    expect(terms).toContain("Cancellation &amp; Refund Policy");
  });

  it("promises only what the store does: hand delivery by slot only in its cities, a message without a preview", () => {
    // A gift message is written at checkout and printed as saved: there is no preview to approve. A
    // delivery hour exists only where the shop's own team delivers, so a text promising one names
    // those cities; couriers deliver on a day.
    const handAreas = "Pune, Mumbai, Bengaluru and Delhi";
    const texts: [string, string][] = [
      ...policies.map((policy): [string, string] => [policy.key, policy.html]),
      ...blogs.map((blog): [string, string] => [blog.slug, blog.html]),
      ...products.flatMap((product) =>
        [product.description, ...product.features, ...product.faqs.map((faq) => faq.answer)].map(
          (text): [string, string] => [product.slug, text],
        ),
      ),
    ];
    for (const [where, text] of texts) {
      expect(text, where).not.toMatch(/preview|what you approved|of your approval/i);
      expect(text, where).not.toMatch(/without a card|don't print messages|no message (box|field)/i);
      if (/time slot|midnight|same-day delivery|same evening|fixed 8 (PM|p\.m\.)/i.test(text))
        expect(text, where).toContain(handAreas);
    }

    for (const product of products) {
      const takesText = product.customizableFields?.some((field) => field.fieldType === "text") ?? false;
      if (takesText) continue;
      for (const text of [product.description, ...product.features])
        expect(text, product.slug).not.toMatch(/message card|for your message|your message|message on the/i);
    }
  });

  it("never offers courier or express for what goes only by hand", () => {
    for (const product of products.filter((candidate) => candidate.perishable)) {
      for (const text of [product.description, ...product.features, ...product.faqs.map((faq) => faq.answer)])
        expect(text, product.slug).not.toMatch(/express|dispatch|courier (deliver|bring|call)/i);
    }
  });

  it("has four blog posts in safe HTML", () => {
    expect(blogs).toHaveLength(4);
    expect(new Set(blogs.map((blog) => blog.slug)).size).toBe(4);
    for (const blog of blogs) {
      expect(blog.metaDescription.length, blog.slug).toBeLessThanOrEqual(160);
      expect(unsafeTags(blog.html), blog.slug).toEqual([]);
      expect(wordCount(blog.html), blog.slug).toBeGreaterThanOrEqual(400);
      expect(wordCount(blog.html), blog.slug).toBeLessThanOrEqual(800);
      expect(blog.publishedOn).toMatch(/^2026-(0[1-9]|10)-\d{2}$/);
      expect(Number.isNaN(Date.parse(blog.publishedOn)), blog.slug).toBe(false);
    }
  });
});

describe("demo store offers and coupons", () => {
  const activeNow = (item: { startsInDays: number; endsInDays: number }) =>
    item.startsInDays <= 0 && item.endsInDays > 0;
  const expired = (item: { endsInDays: number }) => item.endsInDays < 0;

  it("has two offers running now and one that has ended", () => {
    expect(offers.filter(activeNow)).toHaveLength(2);
    expect(offers.filter(expired).length).toBeGreaterThanOrEqual(1);
  });

  it("has four coupons with unique upper-case codes, one expired", () => {
    expect(coupons).toHaveLength(4);
    expect(new Set(coupons.map((coupon) => coupon.code)).size).toBe(4);
    for (const coupon of coupons) expect(coupon.code).toMatch(/^[A-Z0-9]+$/);
    expect(coupons.filter(expired)).toHaveLength(1);
  });

  it("fills exactly the fields each discount type needs", () => {
    for (const item of [...offers, ...coupons]) {
      expect(item.startsInDays).toBeLessThan(item.endsInDays);
      if (item.discountType === "percentage") {
        expect(item.discountPercentage).toBeGreaterThan(0);
        expect(item.discountPercentage).toBeLessThan(100);
        expect(item.discountAmountPaise).toBeNull();
      } else {
        expect(item.discountPercentage).toBeNull();
        expect(item.discountAmountPaise).toBeGreaterThan(0);
        expect(item.discountAmountPaise).toBeLessThan(item.minOrderAmountPaise);
      }
    }
  });
});

describe("demo store shipping zones", () => {
  const allPrefixes = shippingZones.flatMap((zone) =>
    zone.pincodePrefixes.map((prefix) => ({ zone: zone.name, prefix })),
  );

  it("uses 1- to 6-digit prefixes that never overlap", () => {
    for (const { prefix } of allPrefixes) expect(prefix).toMatch(/^\d{1,6}$/);
    for (const [index, a] of allPrefixes.entries()) {
      for (const b of allPrefixes.slice(index + 1)) {
        expect(
          a.prefix.startsWith(b.prefix) || b.prefix.startsWith(a.prefix),
          `${a.zone} ${a.prefix} / ${b.zone} ${b.prefix}`,
        ).toBe(false);
      }
    }
  });

  it.each([
    ["411001", "Pune"],
    ["400001", "Mumbai"],
    ["110001", "Delhi NCR"],
    ["560001", "Bengaluru"],
    ["500001", "Hyderabad"],
    ["600001", "Chennai"],
    ["700001", "Kolkata"],
  ])("serves %s from %s", (pincode, name) => {
    expect(zoneFor(pincode).map((zone) => zone.name)).toEqual([name]);
  });

  it("offers express only in Pune, Mumbai, Delhi NCR and Bengaluru", () => {
    const withExpress = shippingZones.filter((zone) => zone.express !== null).map((zone) => zone.name);
    expect(withExpress.sort()).toEqual(["Bengaluru", "Delhi NCR", "Mumbai", "Pune"]);
  });

  it("hand-delivers in Pune, Mumbai, Bengaluru and Delhi, in that order, and nowhere else", () => {
    const local = shippingZones.flatMap((zone) =>
      zone.localDelivery ? [{ zone: zone.name, ...zone.localDelivery }] : [],
    );
    expect(
      local.sort((a, b) => a.position - b.position).map(({ zone, areaName }) => [zone, areaName]),
    ).toEqual([
      ["Pune", "Pune"],
      ["Mumbai", "Mumbai"],
      ["Bengaluru", "Bengaluru"],
      ["Delhi NCR", "Delhi"],
    ]);
    expect(local.map((terms) => terms.position)).toEqual([0, 1, 2, 3]);
  });

  it("hand-delivers from 2 PM's cut-off the same day, slots closing 3 hours ahead, charged like standard", () => {
    for (const zone of shippingZones) {
      const terms = zone.localDelivery;
      if (!terms) continue;
      expect(terms, zone.name).toMatchObject({
        cutoffMinute: 840,
        leadDays: 0,
        noticeMinutes: 180,
        horizonDays: 30,
        chargePaise: zone.standard.chargePaise,
        freeShippingValuePaise: zone.standard.freeShippingValuePaise,
      });
    }
  });

  it("offers three free windows, a fixed 8 PM and a midnight slot, with half as many places again in Pune", () => {
    for (const zone of shippingZones) {
      if (!zone.localDelivery) continue;
      const scale = zone.name === "Pune" ? 1.5 : 1;
      expect(zone.localDelivery.slots, zone.name).toEqual([
        { kind: "window", startMinute: 540, endMinute: 780, feePaise: 0, capacity: 20 * scale },
        { kind: "window", startMinute: 780, endMinute: 1020, feePaise: 0, capacity: 20 * scale },
        { kind: "window", startMinute: 1020, endMinute: 1260, feePaise: 0, capacity: 20 * scale },
        { kind: "fixed_time", startMinute: 1200, endMinute: 1230, feePaise: 19900, capacity: 8 * scale },
        { kind: "midnight", startMinute: 1380, endMinute: 1439, feePaise: 24900, capacity: 10 * scale },
      ]);
    }
  });

  it("knows the coming Diwalis, with the reason shoppers read", () => {
    expect(demoStore.diwaliBlocks).toEqual([
      { date: "2027-10-29", reason: "No deliveries on Diwali, 29 Oct" },
      { date: "2028-10-17", reason: "No deliveries on Diwali, 17 Oct" },
    ]);
  });

  it("keeps charges and timelines believable", () => {
    for (const zone of shippingZones) {
      expect(zone.standard.days).toBeGreaterThanOrEqual(2);
      expect(zone.standard.days).toBeLessThanOrEqual(6);
      expect(zone.standard.chargePaise).toBeGreaterThanOrEqual(4900);
      expect(zone.standard.chargePaise).toBeLessThanOrEqual(9900);
      if (zone.express) {
        expect(zone.express.days).toBeLessThan(zone.standard.days);
        expect(zone.express.chargePaise).toBeGreaterThan(zone.standard.chargePaise);
      }
    }
  });
});

describe("demo store tax data", () => {
  const taxOf = (slug: string) => {
    const product = products.find((candidate) => candidate.slug === slug);
    return product && `${product.tax.hsn} @ ${product.tax.rate}`;
  };

  it("gives every product a 4-digit HSN code and a GST rate of the schedule", () => {
    for (const product of products) {
      expect(product.tax.hsn, product.slug).toMatch(/^\d{4}$/);
      expect([0, 5, 12, 18, 28], product.slug).toContain(product.tax.rate);
    }
  });

  it("taxes chocolates, bakes, mithai and flowers each under their own HSN code and today's rate", () => {
    const byCategory = (slug: string) =>
      new Set(products.filter((p) => p.categorySlug === slug).map((p) => `${p.tax.hsn} @ ${p.tax.rate}`));
    expect(byCategory("truffles-bonbons")).toEqual(new Set(["1806 @ 5"]));
    expect(byCategory("cakes")).toEqual(new Set(["1905 @ 5"]));
    expect(taxOf("double-chocolate-chip-cookies")).toBe("1905 @ 5");
    expect(taxOf("kesar-peda-400g")).toBe("2106 @ 5");
    expect(taxOf("premium-dry-fruit-box")).toBe("0802 @ 5");
    expect(taxOf("stuffed-medjool-dates-16")).toBe("0804 @ 5");
    expect(taxOf("grand-bouquet-100-roses")).toBe("0603 @ 0");
  });

  it("taxes gift articles by what they are, and a combo by its costliest part", () => {
    expect(taxOf("personalised-photo-mug")).toBe("6912 @ 5");
    expect(taxOf("memories-collage-frame")).toBe("4414 @ 5");
    expect(taxOf("personalised-photo-cushion")).toBe("9404 @ 18");
    expect(taxOf("roses-and-truffles-combo")).toBe("0603 @ 0");
    expect(taxOf("gerbera-truffle-cake-combo")).toBe("1905 @ 5");
    expect(taxOf("chocolate-lovers-hamper")).toBe("1806 @ 5");
  });

  it("tags every product with 1–4 occasions or recipients that exist, at least one of each kind used", () => {
    const tagSlugs = new Set(demoStore.occasions.map((occasion) => occasion.slug));
    expect(tagSlugs.size).toBe(demoStore.occasions.length);
    for (const product of products) {
      const tags = demoStore.productOccasions[product.slug] ?? [];
      expect(tags.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(tags.length, product.slug).toBeLessThanOrEqual(4);
      expect(new Set(tags).size, product.slug).toBe(tags.length);
      for (const tag of tags) expect(tagSlugs.has(tag), `${product.slug} → ${tag}`).toBe(true);
    }
    for (const slug of Object.keys(demoStore.productOccasions))
      expect(productSlugs.has(slug), slug).toBe(true);
    const used = new Set(Object.values(demoStore.productOccasions).flat());
    for (const slug of tagSlugs) expect(used.has(slug), slug).toBe(true);
  });

  it("seeds synonym groups of normalised words, each word in one group only", () => {
    const seen = new Set<string>();
    for (const group of demoStore.searchSynonyms) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      expect(group.length).toBeLessThanOrEqual(10);
      for (const word of group) {
        expect(word).toMatch(/^[a-z0-9]{2,30}$/);
        expect(seen.has(word), word).toBe(false);
        seen.add(word);
      }
    }
  });
});
