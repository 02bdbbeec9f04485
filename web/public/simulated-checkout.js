/**
 * The simulated gateway's stand-in for Razorpay's checkout.js (served only as the store's own file, so
 * the CSP's script-src 'self' covers it). It defines the same `window.Razorpay` constructor, options,
 * `.open()`, `.close()` and `.on("payment.failed", cb)`, and shows a card-payment dialog. Pay and Fail
 * ask the store's simulated signing endpoint, which signs the result and posts the webhook, so the
 * page's verify call and the webhook run exactly as they do with real Razorpay.
 */
(() => {
  const payEndpoint = "/api/payments/simulated/pay/";
  const testCard = { number: "4111 1111 1111 1111", expiry: "12 / 30", cvv: "123" };
  const fallbackColor = "#d97706";

  function formatAmount(paise, currency) {
    const rupees = Number(paise) / 100;
    try {
      return new Intl.NumberFormat("en-IN", { style: "currency", currency: currency || "INR" }).format(
        rupees,
      );
    } catch {
      return `₹${rupees.toFixed(2)}`;
    }
  }

  function element(tag, style, text) {
    const node = document.createElement(tag);
    if (style) node.style.cssText = style;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function field(label, value) {
    const wrap = element("label", "display:block;flex:1;min-width:0");
    wrap.append(
      element(
        "span",
        "display:block;font-size:11px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#6b7280;margin-bottom:4px",
        label,
      ),
    );
    const input = element(
      "input",
      "box-sizing:border-box;width:100%;height:40px;padding:0 12px;border:1px solid #d1d5db;border-radius:8px;font:inherit;font-size:15px;color:#111827;background:#f9fafb",
    );
    input.value = value;
    input.readOnly = true;
    wrap.append(input);
    return wrap;
  }

  function readToken() {
    try {
      return localStorage.getItem("token");
    } catch {
      return null;
    }
  }

  async function askGateway(orderId, outcome) {
    const headers = { "Content-Type": "application/json", Accept: "application/json" };
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(payEndpoint, {
      method: "POST",
      headers,
      credentials: "include",
      body: JSON.stringify({ razorpay_order_id: orderId, outcome }),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || !body) throw new Error(body?.message || "The payment could not be processed");
    return body;
  }

  class SimulatedRazorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.root = null;
    }

    on(event, callback) {
      if (!this.listeners[event]) this.listeners[event] = [];
      this.listeners[event].push(callback);
      return this;
    }

    emit(event, payload) {
      for (const callback of this.listeners[event] || []) callback(payload);
    }

    close() {
      if (!this.root) return;
      this.root.remove();
      this.root = null;
      document.removeEventListener("keydown", this.onKey, true);
      document.body.style.overflow = this.bodyOverflow || "";
    }

    dismiss() {
      this.close();
      const modal = this.options.modal || {};
      if (typeof modal.ondismiss === "function") modal.ondismiss();
    }

    open() {
      if (this.root) return this;
      const options = this.options;
      const modal = options.modal || {};
      const color = options.theme?.color || fallbackColor;
      const prefill = options.prefill || {};
      const amount = formatAmount(options.amount, options.currency);
      let busy = false;

      const root = element(
        "div",
        "position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;padding:16px;background:rgba(17,12,8,.62);font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif",
      );
      root.dataset.simulatedCheckout = "";
      const dialog = element(
        "div",
        "position:relative;width:100%;max-width:400px;max-height:calc(100vh - 32px);overflow:auto;border-radius:16px;background:#fff;box-shadow:0 24px 64px rgba(0,0,0,.35);color:#111827",
      );
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.setAttribute("aria-label", `${options.name || "Payment"} payment`);

      const header = element("div", `padding:20px 56px 20px 22px;background:${color};color:#fff`);
      header.append(
        element("div", "font-size:17px;font-weight:700", options.name || "Payment"),
        element(
          "div",
          "margin-top:2px;font-size:12px;opacity:.9",
          options.description || "Secure card payment",
        ),
        element("div", "margin-top:14px;font-size:12px;opacity:.85", "Amount to pay"),
        element("div", "font-size:28px;font-weight:700;letter-spacing:-.01em", amount),
      );
      const closeButton = element(
        "button",
        "position:absolute;top:14px;right:14px;width:34px;height:34px;border:0;border-radius:999px;background:rgba(255,255,255,.22);color:#fff;font-size:20px;line-height:1;cursor:pointer",
        "×",
      );
      closeButton.type = "button";
      closeButton.setAttribute("aria-label", "Close");

      const body = element("div", "padding:20px 22px 22px");
      const contactLine = [prefill.email, prefill.contact].filter(Boolean).join(" · ");
      if (contactLine) body.append(element("p", "margin:0 0 14px;font-size:13px;color:#4b5563", contactLine));
      body.append(
        element(
          "p",
          "margin:0 0 14px;padding:8px 10px;border-radius:8px;background:#fef3c7;color:#92400e;font-size:12px;line-height:1.45",
          "Test mode: this is the store's simulated gateway. No money moves; use the test card below.",
        ),
      );
      const cardRow = element("div", "display:flex;gap:10px;margin-top:10px");
      cardRow.append(field("Expiry", testCard.expiry), field("CVV", testCard.cvv));
      body.append(field("Card number", testCard.number), cardRow);
      if (prefill.name) {
        const nameRow = element("div", "margin-top:10px");
        nameRow.append(field("Name on card", prefill.name));
        body.append(nameRow);
      }

      const status = element("p", "min-height:20px;margin:14px 0 0;font-size:13px;font-weight:600");
      status.setAttribute("role", "status");
      const payButton = element(
        "button",
        `width:100%;height:46px;margin-top:8px;border:0;border-radius:10px;background:${color};color:#fff;font:inherit;font-size:15px;font-weight:700;cursor:pointer`,
        `Pay ${amount}`,
      );
      payButton.type = "button";
      const failButton = element(
        "button",
        "width:100%;height:40px;margin-top:8px;border:1px solid #fca5a5;border-radius:10px;background:#fff;color:#b91c1c;font:inherit;font-size:14px;font-weight:600;cursor:pointer",
        "Fail",
      );
      failButton.type = "button";
      body.append(status, payButton, failButton);
      body.append(
        element(
          "p",
          "margin:14px 0 0;font-size:11px;color:#9ca3af;text-align:center",
          `Order ${options.order_id || ""}`,
        ),
      );

      dialog.append(header, closeButton, body);
      root.append(dialog);

      const setBusy = (value, label) => {
        busy = value;
        payButton.disabled = value;
        failButton.disabled = value;
        closeButton.disabled = value;
        payButton.style.opacity = value ? ".7" : "1";
        if (label) payButton.textContent = label;
      };
      const showStatus = (text, tone) => {
        status.textContent = text;
        status.style.color = tone === "error" ? "#b91c1c" : "#047857";
      };

      const pay = async (outcome) => {
        if (busy) return;
        setBusy(true, outcome === "captured" ? "Processing…" : payButton.textContent);
        showStatus("", "ok");
        try {
          const result = await askGateway(options.order_id, outcome);
          if (result.error) {
            setBusy(false, `Pay ${amount}`);
            showStatus(`${result.error.description || "Payment failed"}. You can try again.`, "error");
            this.emit("payment.failed", {
              error: { ...result.error, metadata: { order_id: options.order_id } },
            });
            return;
          }
          showStatus("Payment successful", "ok");
          this.close();
          if (typeof options.handler === "function") options.handler(result);
        } catch (error) {
          setBusy(false, `Pay ${amount}`);
          showStatus(error.message || "The payment could not be processed", "error");
        }
      };

      payButton.addEventListener("click", () => pay("captured"));
      failButton.addEventListener("click", () => pay("failed"));
      closeButton.addEventListener("click", () => {
        if (!busy) this.dismiss();
      });
      root.addEventListener("click", (event) => {
        if (event.target === root && modal.backdropclose && !busy) this.dismiss();
      });
      this.onKey = (event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        if (modal.escape !== false && !busy) this.dismiss();
      };
      document.addEventListener("keydown", this.onKey, true);

      this.bodyOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
      document.body.append(root);
      this.root = root;
      payButton.focus();
      return this;
    }
  }

  window.Razorpay = SimulatedRazorpay;
})();
