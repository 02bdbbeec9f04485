import { addDays, indiaDate, indiaDayText } from "@contract/india-time";
import { useDeliveryReach } from "@web/lib/delivery-reach";
import { LabelledSelect } from "./listing-select";

/** Today, tomorrow and the next 28 days: the delivery calendar's 30 days (decision 24). */
const reachDays = 30;

type ReachSelectProps = { pincode: string; by: string; onChange: (by: string) => void };

/** India's today as the server counts it (so a test clock holds), the browser's until it answers. */
export function ReachSelect({ pincode, by, onChange }: ReachSelectProps) {
  const today = useDeliveryReach(pincode).data?.today ?? indiaDate(new Date());
  const days = Array.from({ length: reachDays }, (_, n) => addDays(today, n));
  if (by && !days.includes(by)) days.unshift(by);
  return (
    <LabelledSelect
      label={
        <>
          Can reach <span className="font-semibold text-cocoa-900">{pincode}</span> by
        </>
      }
      value={by}
      onChange={onChange}
    >
      <option value="">Any day</option>
      {days.map((day) => (
        <option key={day} value={day}>
          {indiaDayText(day, today)}
        </option>
      ))}
    </LabelledSelect>
  );
}
