/**
 * A payment gateway as the deposit flow sees it (docs/payments.md). A real provider gets an
 * adapter with this shape; the built-in one is the SANDBOX gateway (gateway/sandbox.ts).
 */
export interface GatewayOrderInput {
  /** Our order id (deposit), echoed in the callback. */
  merchantOrderId: string;
  amount: bigint;
  currency: string;
  /** Where the hosted page sends the member back (a path on this site). */
  returnUrl: string;
  /** Where the gateway POSTs its signed callback. */
  notifyUrl: string;
}

export interface GatewayOrder {
  gatewayOrderId: string;
  /** The hosted payment page the member is redirected to. */
  payUrl: string;
}

/** The verified content of a callback. */
export interface GatewayNotification {
  gatewayOrderId: string;
  merchantOrderId: string;
  amount: bigint;
  currency: string;
  status: 'PAID' | 'FAILED' | 'CANCELLED';
}

export interface PaymentGateway {
  readonly name: string;
  readonly sandbox: boolean;
  /** Idempotent per merchantOrderId: asking twice returns the same order. */
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  /** Checks signature and timestamp of a raw callback; throws an AppError (401/400) when it is not genuine. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, rawBody: string): GatewayNotification;
}
