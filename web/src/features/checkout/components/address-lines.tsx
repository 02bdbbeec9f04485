import type { Address } from "@contract/address";

/** An address as the shopper wrote it: name, street lines, city line, phone. */
export function AddressLines({ address }: { address: Omit<Address, "id" | "is_default"> }) {
  const lines = [
    `${address.house_no}, ${address.street}`,
    address.landmark || null,
    `${address.city}, ${address.state} ${address.pincode}`,
  ].filter((line): line is string => line !== null);
  return (
    <address className="text-sm leading-relaxed text-cocoa-700 not-italic">
      <span className="block font-semibold text-cocoa-900">{address.full_name}</span>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{address.phone}</span>
    </address>
  );
}
