export { ADMIN_GROUP, isAdminUser, type SessionUser } from '@/lib/session-context';
