import type {
  AdminOrganizationDetail,
  AdminOrganizationView,
  CareersBoardStatus,
} from '../../../shared/admin';
import type { OrganizationBoardView } from '../../../shared/careers-board';
import type { AdminOrganizationRow } from '../orgs/orgs.service';

/** Its jobs on the careers board by sync state; null when the server has no board. */
export type BoardJobCounts = { synced: number; pending: number; failed: number } | null;

function careersBoardStatus(row: AdminOrganizationRow, counts: BoardJobCounts): CareersBoardStatus {
  if (!counts) return 'not_configured';
  if (counts.failed > 0) return 'failed';
  if (!row.boardEmployerId) return 'not_synced';
  return counts.pending > 0 ? 'pending' : 'synced';
}

export function toAdminOrganizationView(
  row: AdminOrganizationRow,
  counts: BoardJobCounts,
): AdminOrganizationView {
  const careersBoard: OrganizationBoardView = {
    employerId: row.boardEmployerId,
    isEmployerVerified: row.isBoardEmployerVerified,
    jobsSynced: counts?.synced ?? 0,
    jobsPending: counts?.pending ?? 0,
    jobsFailed: counts?.failed ?? 0,
  };
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    isDemo: row.isDemo,
    memberCount: row.memberCount,
    jobCount: row.jobCount,
    creditBalance: row.creditBalance,
    careersBoardStatus: careersBoardStatus(row, counts),
    careersBoard,
  };
}

export function toAdminOrganizationDetail(
  row: AdminOrganizationRow,
  counts: BoardJobCounts,
): AdminOrganizationDetail {
  return {
    ...toAdminOrganizationView(row, counts),
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
