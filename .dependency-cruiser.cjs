// The structure rules `npm run lint` checks (docs/architecture.md draws the same picture).

/**
 * Which server modules each module may call, always through the callee's face (its `*.service.ts`).
 * The table must stay acyclic: two modules that need each other are one module, or share a piece
 * that belongs lower down (contract/, server/platform/).
 */
const moduleMayUse = {
  audit: [],
  invoices: [],
  profile: [],
  media: [],
  shipping: [],
  customize: [],
  auth: ["profile"],
  catalog: ["customize", "shipping"],
  wishlist: ["catalog"],
  content: ["catalog"],
  seo: ["catalog", "content"],
  reviews: ["catalog"],
  offers: ["auth", "catalog"],
  cart: ["catalog", "customize", "offers", "orders"],
  orders: ["catalog", "customize", "invoices", "offers", "shipping"],
  payments: ["catalog", "offers", "orders"],
  checkout: ["auth", "cart", "catalog", "customize", "offers", "orders", "payments", "profile", "shipping"],
  dashboard: ["catalog", "orders"],
  shipments: ["orders"],
};

function assertAcyclic(graph) {
  const state = {};
  const visit = (name, path) => {
    if (state[name] === "done") return;
    if (state[name] === "open") throw new Error(`moduleMayUse has a cycle: ${[...path, name].join(" → ")}`);
    state[name] = "open";
    for (const next of graph[name] ?? []) visit(next, [...path, name]);
    state[name] = "done";
  };
  for (const name of Object.keys(graph)) visit(name, []);
}
assertAcyclic(moduleMayUse);

const tests = "\\.test\\.tsx?$";
const modulePath = (name) => `^server/modules/${name}/`;

const moduleRules = Object.entries(moduleMayUse).map(([name, uses]) => ({
  name: `module-${name}-uses`,
  comment: `server/modules/${name} may call only ${uses.join(", ") || "no other module"} (moduleMayUse).`,
  severity: "error",
  from: { path: modulePath(name), pathNot: tests },
  to: { path: "^server/modules/", pathNot: [name, ...uses].map(modulePath) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files that import each other, directly or through others.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "module-face",
      comment:
        "Another module is reached through its face, a *.service.ts file, never its repository or helpers.",
      severity: "error",
      from: { path: "^server/modules/([^/]+)/", pathNot: tests },
      to: { path: "^server/modules/", pathNot: ["^server/modules/$1/", "\\.service\\.ts$"] },
    },
    ...moduleRules,
    {
      name: "module-tables",
      comment:
        "A module's repositories name only its own tables (server/db/schema/<module>.ts, <module>-*.ts); another module's rows come through that module's face.",
      severity: "error",
      from: { path: "^server/modules/([^/]+)/", pathNot: tests },
      to: {
        path: "^server/db/schema(\\.ts$|/)",
        pathNot: ["^server/db/schema/$1[.-]", "^server/db/schema/columns\\.ts$"],
      },
    },
    {
      name: "drizzle-in-repositories",
      comment:
        "Only repositories (and the database's own setup, tests and test kits) run Drizzle queries or name tables.",
      severity: "error",
      from: {
        path: "^server/",
        pathNot: ["\\.(admin-)?repository\\.ts$", "^server/db/", "^server/testing/", tests],
      },
      to: { path: ["^node_modules/drizzle-orm", "^server/db/schema"] },
    },
    {
      name: "platform-below-modules",
      comment: "Platform pieces serve every module and know none of them.",
      severity: "error",
      from: { path: "^server/(platform|db)/", pathNot: tests },
      to: { path: "^server/modules/" },
    },
    {
      name: "contract-stands-alone",
      comment: "contract/ is shared by both sides, so it imports neither.",
      severity: "error",
      from: { path: "^contract/" },
      to: { path: "^(server|web)/" },
    },
    {
      name: "web-apart-from-server",
      comment: "The web app speaks to the server through contract/ shapes over HTTP only.",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^server/" },
    },
    ...[
      ["store-features-apart", "features/"],
      ["admin-features-apart", "admin/features/"],
    ].map(([name, area]) => ({
      name,
      comment: "A web feature never imports another; what two share moves to components/ or lib/.",
      severity: "error",
      from: { path: `^web/src/${area}([^/]+)/`, pathNot: tests },
      to: { path: "^web/src/(admin/)?features/", pathNot: `^web/src/${area}$1/` },
    })),
    {
      name: "shared-web-code-knows-no-feature",
      comment: "components/ and lib/ serve every feature, so they import none.",
      severity: "error",
      from: { path: "^web/src/(components|lib)/" },
      to: { path: "^web/src/(admin/)?features/" },
    },
    {
      name: "store-reaches-back-office-lazily",
      comment: "The store loads the back office only through its lazy route, so shoppers never download it.",
      severity: "error",
      from: { path: "^web/src/", pathNot: "^web/src/admin/" },
      to: { path: "^web/src/admin/", dependencyTypesNot: ["dynamic-import"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^dist/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
