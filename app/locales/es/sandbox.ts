import type en from "../en/sandbox";

export default {
  "sandbox.meta.title": "Pago de prueba | Affordable",
  "sandbox.banner.title": "Página de pago de prueba.",
  "sandbox.banner.body":
    "Reemplaza a un proveedor real de pagos con criptomonedas: no se mueve dinero de verdad.",
  "sandbox.invoice": "Factura",
  "sandbox.amount": "Monto",
  "sandbox.payWith": "Pagar con",
  "sandbox.coin": "USDC (stablecoin)",
  "sandbox.status": "Estado",
  "sandbox.status.waiting": "Esperando el pago",
  "sandbox.status.finished": "Pagada",
  "sandbox.status.expired": "Vencida",
  "sandbox.id": "ID de la factura",
  "sandbox.pay": "Pagar {amount}",
  "sandbox.expire": "Dejar que venza",
  "sandbox.return": "Volver al comercio",
} satisfies Record<keyof typeof en, string>;
