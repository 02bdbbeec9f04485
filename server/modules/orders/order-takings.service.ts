/**
 * What the back office's figures read of orders: takings of paid orders (refunded ones drop out), the
 * orders waiting to ship, and the India calendar every order is dated by.
 */

export { indiaDate } from "./order-dates";
export { type Takings, takingsBetween, takingsByIndiaDay, waitingToShip } from "./order-takings.repository";
