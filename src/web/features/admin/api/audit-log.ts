import { useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditLogPage } from '../../../../shared/admin';
import { pagedAdminQuery } from './admin-query';
import { adminKeys } from './keys';

export type AuditLogParams = {
  q: string;
  action: AuditAction | '';
  orgId: string;
  page: number;
};

export function useAuditLog(params: AuditLogParams) {
  return useQuery(pagedAdminQuery<AuditLogPage>(adminKeys.auditLog(params), params, 'audit-log'));
}
