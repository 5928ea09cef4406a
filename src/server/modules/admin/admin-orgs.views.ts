import type {
  AdminOrganizationDetail,
  AdminOrganizationView,
  CareersBoardStatus,
} from '../../../shared/admin';
import type { AdminOrganizationRow } from '../orgs/orgs.service';

/** The careers board is another issue's: until it is connected, no organization is synced. */
const CAREERS_BOARD_STATUS: CareersBoardStatus = 'not_configured';

export function toAdminOrganizationView(row: AdminOrganizationRow): AdminOrganizationView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    isDemo: row.isDemo,
    memberCount: row.memberCount,
    jobCount: row.jobCount,
    creditBalance: row.creditBalance,
    careersBoardStatus: CAREERS_BOARD_STATUS,
  };
}

export function toAdminOrganizationDetail(row: AdminOrganizationRow): AdminOrganizationDetail {
  return {
    ...toAdminOrganizationView(row),
    accountManager:
      row.accountManagerName && row.accountManagerEmail
        ? {
            name: row.accountManagerName,
            email: row.accountManagerEmail,
            phone: row.accountManagerPhone,
          }
        : null,
    features: {
      jobPostLimit: row.jobPostLimit,
      isPayToRevealEnabled: row.isPayToRevealEnabled,
      isCsvImportEnabled: row.isCsvImportEnabled,
    },
  };
}
