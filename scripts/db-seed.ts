import { openServices } from "@server/boot";
import { loadConfig } from "@server/config";
import { seedDemo } from "@server/db/seed/seed-if-empty";
import { pino } from "pino";

/** Adds whatever part of the demo store is missing; safe to run again (existing records are kept). */
const config = loadConfig();
const log = pino({ level: config.logLevel });
const services = await openServices(config, log);
await services.database.migrate();
await seedDemo(services.database.db, services.storage, (line) => console.log(line));
// Running instances cached the old catalogue; with Redis they drop it now, without it within the TTL.
await services.publicCache.invalidate();
await services.close();
