import { addressMessages, maxAddressesPerCustomer } from "@contract/account-rules";
import type { Address, AddressInput } from "@contract/address";
import type { Db } from "@server/db/connect";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import {
  type AddressRow,
  type AddressValues,
  addressStats,
  clearDefault,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  lockCustomer,
  updateAddress,
} from "./address.repository";

type Deps = Pick<AppDeps, "db">;

export function addressOf(row: AddressRow): Address {
  return {
    id: row.id,
    full_name: row.fullName,
    phone: row.phone,
    house_no: row.houseNo,
    street: row.street,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    is_default: row.isDefault,
  };
}

function valuesOf(input: AddressInput): AddressValues {
  return {
    fullName: input.full_name,
    phone: input.phone,
    houseNo: input.house_no,
    street: input.street,
    landmark: input.landmark,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
  };
}

export async function listCustomerAddresses(deps: Deps, user: AuthUser): Promise<Address[]> {
  return (await listAddresses(deps.db, user.id)).map(addressOf);
}

export async function getAddress(deps: Deps, user: AuthUser, id: number): Promise<Address> {
  const row = await findAddress(deps.db, user.id, id);
  if (!row) throw notFound(addressMessages.notFound);
  return addressOf(row);
}

/** The first address (or any while none is default) becomes the default; `is_default` moves it here. */
export function createAddress(deps: Deps, user: AuthUser, input: AddressInput): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, user.id);
    const { count, hasDefault } = await addressStats(tx, user.id);
    if (count >= maxAddressesPerCustomer) throw new AppError("conflict", addressMessages.tooMany);
    const isDefault = input.is_default || !hasDefault;
    if (isDefault) await clearDefault(tx, user.id);
    return addressOf(await insertAddress(tx, { ...valuesOf(input), userId: user.id, isDefault }));
  });
}

/** Replaces the fields; `is_default: true` moves the default here, false never removes it. */
export function replaceAddress(
  deps: Deps,
  user: AuthUser,
  id: number,
  input: AddressInput,
): Promise<Address> {
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, user.id);
    const existing = await findAddress(tx, user.id, id);
    if (!existing) throw notFound(addressMessages.notFound);
    const becomesDefault = input.is_default && !existing.isDefault;
    if (becomesDefault) await clearDefault(tx, user.id);
    const row = await updateAddress(tx, user.id, id, {
      ...valuesOf(input),
      isDefault: existing.isDefault || becomesDefault,
    });
    if (!row) throw notFound(addressMessages.notFound);
    return addressOf(row);
  });
}

/** Moves the default in one transaction: the old one loses it and this one gains it, or neither. */
export async function setDefaultAddress(deps: Deps, user: AuthUser, id: number): Promise<Address[]> {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, user.id);
    const existing = await findAddress(tx, user.id, id);
    if (!existing) throw notFound(addressMessages.notFound);
    if (existing.isDefault) return;
    await clearDefault(tx, user.id);
    await updateAddress(tx, user.id, id, { isDefault: true });
  });
  return listCustomerAddresses(deps, user);
}

/** The default cannot be deleted (another must be made default first), so one always remains. */
export async function removeAddress(deps: Deps, user: AuthUser, id: number): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, user.id);
    const existing = await findAddress(tx, user.id, id);
    if (!existing) throw notFound(addressMessages.notFound);
    if (existing.isDefault) throw new AppError("conflict", addressMessages.defaultNotDeletable);
    await deleteAddress(tx, user.id, id);
  });
  return { message: "Address deleted successfully" };
}

/**
 * One of the customer's own saved addresses, read in the caller's transaction (checkout prices and
 * books delivery to it); null for anyone else's.
 */
export const findOwnAddress = (db: Db, userId: number, id: number) => findAddress(db, userId, id);
