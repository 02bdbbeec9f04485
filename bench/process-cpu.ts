import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Clock ticks per second, the unit of /proc/{pid}/stat's CPU times (100 on nearly every Linux). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user + system) a process has used so far, in milliseconds, from /proc/{pid}/stat (Linux
 * only). Its name comes in parentheses and may hold spaces, so the fields are counted after the last ")":
 * utime and stime are the stat file's 14th and 15th fields, the 12th and 13th after the name.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / ticksPerSecond;
}

/**
 * CPU time every process on the machine has used so far (all cores, idle and I/O wait left out), in
 * milliseconds, from /proc/stat: beside the instances' own, it shows what else ran during a measurement.
 */
export function machineCpuMs(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // cpu user nice system idle iowait irq softirq steal …
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const ticks = [user, nice, system, irq, softirq, steal].reduce<number>(
    (sum, value) => sum + (value ?? 0),
    0,
  );
  return (ticks * 1000) / ticksPerSecond;
}

/** CPU time this process has used so far, in milliseconds. */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
