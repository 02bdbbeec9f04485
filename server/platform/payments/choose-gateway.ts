import type { Config } from "@server/config";
import type { PaymentGateway } from "./gateway";
import { razorpayGateway } from "./razorpay";
import { hmacHex } from "./signatures";
import { simulatedGateway } from "./simulated";

/**
 * Razorpay when its keys are set, else the simulated gateway (config.ts has already refused a production
 * start without keys unless PAYMENTS_SIMULATED_IN_PRODUCTION says so). The simulated secret is derived
 * from the server secret, so every instance of one store signs alike and nobody else can.
 */
export function paymentGatewayFor(config: Config, serverSecret: string): PaymentGateway {
  if (config.razorpay) return razorpayGateway(config.razorpay);
  return simulatedGateway(hmacHex(serverSecret, "mithaas simulated payment gateway"));
}
