/**
 * What staff read beyond `shipmentMessages` (contract/admin/shipments.ts): the answers of the
 * shipments module's own refusals, written for the person who clicked.
 */
export const bookingMessages = {
  inProgress: (orderNumber: string) => `A courier booking for order #${orderNumber} is already being made.`,
  couriersUnavailable: "Shiprocket did not answer. Please try again in a minute.",
  couriersRefused: (message: string) => `Shiprocket could not list couriers: ${message}`,
  cancelledAtProvider: (channelOrderId: string) =>
    `its order ${channelOrderId} was cancelled in Shiprocket. Book the order again.`,
  cancelUnavailable:
    "Shiprocket did not answer, so the booking is not cancelled. Please try again in a minute.",
  cancelRefused: (message: string) => `Shiprocket refused to cancel the booking: ${message}`,
  alreadyCancelled: "This booking is already cancelled.",
  nothingToRetry: "Only a booking on hold or refused can be retried.",
  changed: "This booking has changed since you opened it. Please refresh the page.",
  noShipment: (what: string) => `Shiprocket's order ${what} has no shipment.`,
  didNotAnswer: "Shiprocket did not answer",
} as const;
