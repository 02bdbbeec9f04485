/** The browser tests' Shiprocket double (a second web server) and the store's settings that point at it. */
export const shiprocketE2e = {
  port: Number(process.env.E2E_SHIPROCKET_PORT ?? 3108),
  email: "api-user@mithaas.test",
  password: "double-api-password",
  webhookToken: "double-webhook-token-4f9c2a7e",
};

export const shiprocketE2eEnv = {
  SHIPROCKET_EMAIL: shiprocketE2e.email,
  SHIPROCKET_PASSWORD: shiprocketE2e.password,
  SHIPROCKET_PICKUP_LOCATION: "Primary",
  SHIPROCKET_WEBHOOK_TOKEN: shiprocketE2e.webhookToken,
  SHIPROCKET_API_BASE: `http://127.0.0.1:${shiprocketE2e.port}`,
};
