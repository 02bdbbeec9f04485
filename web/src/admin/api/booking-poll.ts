/**
 * How often a screen asks again while a booking is being made: the booking worker takes one order
 * every few seconds, so staff see each one land without reloading.
 */
export const bookingPollMs = 3_000;
