import type { Address } from "@contract/address";

type PostalAddress = Omit<Address, "id" | "is_default">;

/** Shoppers see the address in the store's colours; staff read it in the page's ink, the phone labelled. */
const looks = {
  store: { address: "text-sm leading-relaxed text-cocoa-700", name: "text-cocoa-900", phone: "" },
  staff: { address: "leading-relaxed", name: "", phone: "Phone: " },
} as const;

const classes = (...names: string[]) => names.filter(Boolean).join(" ");

/** The street, landmark and city lines of an address, one a line. */
export function AddressStreetLines({ address }: { address: PostalAddress }) {
  return (
    <>
      <span className="block">{`${address.house_no}, ${address.street}`}</span>
      {address.landmark && <span className="block">{address.landmark}</span>}
      <span className="block">{`${address.city}, ${address.state} ${address.pincode}`}</span>
    </>
  );
}

/** An address as the shopper wrote it: name, street lines, city line, phone. */
export function AddressLines({
  address,
  look = "store",
  className = "",
}: {
  address: PostalAddress;
  look?: keyof typeof looks;
  className?: string;
}) {
  const { address: addressClass, name, phone } = looks[look];
  return (
    <address className={classes(addressClass, className, "not-italic")}>
      <span className={classes("block font-semibold", name)}>{address.full_name}</span>
      <AddressStreetLines address={address} />
      <span className="block">{`${phone}${address.phone}`}</span>
    </address>
  );
}
