/** The sandbox payment provider's invoice page. The invoice's description is the provider's record, kept as written. */
export default {
  "sandbox.meta.title": "Sandbox payment | Affordable",
  "sandbox.banner.title": "Sandbox payment page.",
  "sandbox.banner.body": "This stands in for a real crypto payment provider: no real money moves.",
  "sandbox.invoice": "Invoice",
  "sandbox.amount": "Amount",
  "sandbox.payWith": "Pay with",
  "sandbox.coin": "USDC (stablecoin)",
  "sandbox.status": "Status",
  "sandbox.status.waiting": "Waiting for payment",
  "sandbox.status.finished": "Paid",
  "sandbox.status.expired": "Expired",
  "sandbox.id": "Invoice id",
  "sandbox.pay": "Pay {amount}",
  "sandbox.expire": "Let it expire",
  "sandbox.return": "Return to the merchant",
} as const;
