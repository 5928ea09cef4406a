import { purchaseSchema } from '../../../../shared/payments';
import { docsOf } from '../route-doc';

const CREDITS = {
  name: 'Credits',
  description:
    'The credit balance and ledger, and buying credits in Ghana cedi through the payment provider.',
};

export const creditsDocs = docsOf(CREDITS, [
  {
    method: 'GET',
    path: '/api/v1/credits',
    operationId: 'getCredits',
    summary: "The organization's balance and its recent ledger entries",
    access: 'session',
    response: { description: 'The balance and ledger', type: 'CreditsView' },
  },
  {
    method: 'GET',
    path: '/api/v1/credits/packages',
    operationId: 'listCreditPackages',
    summary: 'The credit packages on sale, with their prices in pesewas',
    access: 'session',
    response: { description: 'The packages', type: 'CreditPackageView[]' },
  },
  {
    method: 'POST',
    path: '/api/v1/credits/purchase',
    operationId: 'purchaseCredits',
    summary: "Start buying a package: the answer is the provider's checkout page",
    access: 'session',
    capability: 'buyCredits',
    body: purchaseSchema,
    response: { description: 'Where to send the browser to pay', type: 'PurchaseResponse' },
    errors: [
      'unknown_package',
      'invalid_callback_url',
      'demo_purchase',
      'payments_unavailable',
      'payment_initialize_failed',
      'idempotency_key_reused',
    ],
  },
  {
    method: 'GET',
    path: '/api/v1/credits/payments',
    operationId: 'listPayments',
    summary: "The organization's payments, newest first",
    access: 'session',
    capability: 'buyCredits',
    response: { description: 'The payments', type: 'PaymentView[]' },
  },
  {
    method: 'POST',
    path: '/api/v1/credits/payments/:reference/verify',
    operationId: 'verifyPayment',
    summary: 'Check a payment with the provider on return from checkout',
    access: 'session',
    capability: 'buyCredits',
    response: { description: 'The payment as it stands now', type: 'PaymentView' },
    errors: ['payment_not_found', 'payment_provider_unavailable'],
  },
  {
    method: 'POST',
    path: '/api/v1/payments/webhook',
    operationId: 'receivePaymentWebhook',
    summary: "The payment provider's events (Paystack-compatible)",
    description:
      'Signed with HMAC-SHA512 of the raw body; the event id is recorded before acting, so a replay changes nothing.',
    access: { signatureHeader: 'x-paystack-signature' },
    body: { description: "The provider's event, as JSON" },
    response: { description: '`{ "received": true }`' },
    errors: ['invalid_json', 'invalid_webhook_payload'],
  },
]);
