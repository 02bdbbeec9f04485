import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { Dashboard } from "@contract/admin/dashboard";
import { formatInr, toPaise } from "@contract/money";
import { shortDayLabel } from "./day-label";

type Day = Dashboard["daily_revenue"][number];

const compactRupees = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
const height = 240;

function options(days: readonly Day[], width: number): uPlot.Options {
  const label = (index: number) => {
    const day = days[Math.round(index)];
    return day ? shortDayLabel(day.date) : "";
  };
  return {
    width,
    height,
    padding: [12, 8, 0, 0],
    scales: { x: { time: false }, y: { range: (_, __, max) => [0, Math.max(100, max * 1.1)] } },
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    axes: [
      {
        stroke: "#7d4d33",
        grid: { show: false },
        ticks: { show: false },
        values: (_, splits) => splits.map(label),
        space: 56,
      },
      {
        stroke: "#7d4d33",
        grid: { stroke: "#f5ebe3" },
        ticks: { show: false },
        values: (_, splits) => splits.map((rupees) => `₹${compactRupees.format(rupees)}`),
        size: 56,
      },
    ],
    series: [
      {},
      {
        label: "Revenue",
        stroke: "#d97706",
        fill: "#f59e0b",
        paths: uPlot.paths.bars?.({ size: [0.7, 28], radius: 0.15 }),
        points: { show: false },
        value: (_, rupees) => (rupees === null ? "—" : formatInr(Math.round(rupees * 100))),
      },
    ],
  };
}

/**
 * The last 30 days' revenue as bars, drawn by uPlot on a canvas sized to its box. A canvas says
 * nothing to a screen reader, so it is labelled and the same figures sit beside it as a table.
 */
export function RevenueChart({ days, summary }: { days: readonly Day[]; summary: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((_, index) => index),
      days.map((day) => toPaise(day.revenue) / 100),
    ];
    const chart = new uPlot(options(days, element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return <div ref={box} role="img" aria-label={summary} className="w-full overflow-hidden" />;
}
