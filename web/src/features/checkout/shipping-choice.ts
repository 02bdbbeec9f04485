import type { DeliveryCheckResponse, ShippingOption } from "@contract/delivery";
import type { ShippingCode } from "@contract/shipping";

/** The options a delivery check offers: none when the pincode is not served. */
export function availableOptions(result: DeliveryCheckResponse | undefined): ShippingOption[] {
  if (!result?.available) return [];
  const { standard, express } = result.shipping_options;
  return [standard, express].filter((option): option is ShippingOption => option !== null);
}

/** The chosen method's option at this pincode, or null (not chosen, not offered there, not checked yet). */
export function chosenOption(
  result: DeliveryCheckResponse | undefined,
  code: ShippingCode | null,
): ShippingOption | null {
  return availableOptions(result).find((option) => option.code === code) ?? null;
}
