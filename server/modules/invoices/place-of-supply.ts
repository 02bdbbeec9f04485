import { indianStates, stateCodeOf } from "@contract/gstin";
import { stateCodeOfPincode } from "@contract/pincode-places";

/**
 * The place of supply of goods delivered to an address: its state (section 10(1)(a) IGST Act), by the
 * State it names, else by its pincode (addresses saved before the form offered a fixed list of states
 * were free text); null when neither tells (the order waits for staff).
 */
export function placeOfSupplyOf(address: {
  state: string;
  pincode: string;
}): { code: string; name: string } | null {
  const code = stateCodeOf(address.state) ?? stateCodeOfPincode(address.pincode);
  const state = indianStates.find((known) => known.code === code);
  return state ? { code: state.code, name: state.name } : null;
}
