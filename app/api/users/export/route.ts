import { apiHandler } from '@/lib/api/handler';
import { userListQuerySchema } from '@/lib/auth/list-state';
import { userExportBatches, type UserDto } from '@/lib/auth/users';
import { todayInPlant } from '@/lib/dates';
import { csvResponse, exportFilename, fieldColumns, type CsvColumn } from '@/lib/list/csv-export';

const COLUMNS: CsvColumn<UserDto>[] = [
  ...fieldColumns<UserDto>(['name', 'email', 'role']),
  { header: 'status', value: (u) => (u.active ? 'active' : 'inactive') },
  ...fieldColumns<UserDto>(['last_sign_in_at', 'open_sessions', 'live_tokens', 'created_at', 'updated_at']),
];

/** GET /api/users/export?q&role&status&sort&dir (Admin only): the user list as on screen, streamed as CSV. */
export const GET = apiHandler(async ({ ctx, query }) => csvResponse(exportFilename('users', todayInPlant()), COLUMNS, userExportBatches(ctx, query)), {
  query: userListQuerySchema,
  permission: 'users.manage',
});
