import {
  grantCreditsSchema,
  pageQuerySchema,
  revokeCreditsSchema,
  transferCreditsSchema,
} from '../../../../shared/admin';
import { docsOf } from '../route-doc';

const ADMIN_CREDITS = {
  name: 'Admin: credits',
  description: 'Credits across organizations, always through the ledger and the audit log.',
};

export const adminCreditsDocs = docsOf(ADMIN_CREDITS, [
  {
    method: 'POST',
    path: '/api/v1/admin/credits/grant',
    operationId: 'grantCredits',
    summary: 'Give an organization credits',
    access: 'platform',
    body: grantCreditsSchema,
    response: { description: 'The new balance', type: 'CreditsChangeResponse' },
    errors: ['organization_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/credits/revoke',
    operationId: 'revokeCredits',
    summary: 'Take credits from an organization',
    access: 'platform',
    body: revokeCreditsSchema,
    response: { description: 'The new balance', type: 'CreditsChangeResponse' },
    errors: ['organization_not_found', 'balance_too_low'],
  },
  {
    method: 'POST',
    path: '/api/v1/admin/credits/transfer',
    operationId: 'transferCredits',
    summary: 'Move credits from one organization to another',
    access: 'platform',
    body: transferCreditsSchema,
    response: { description: 'The new balances', type: 'CreditsChangeResponse' },
    errors: ['organization_not_found', 'balance_too_low'],
  },
  {
    method: 'GET',
    path: '/api/v1/admin/credits/overview',
    operationId: 'getCreditsOverview',
    summary: 'The credits held in all, a searched page of balances and the latest adjustments',
    access: 'platform',
    query: pageQuerySchema,
    response: { description: 'The overview', type: 'CreditsOverview' },
  },
]);
