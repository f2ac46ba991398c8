export { useSession } from '@/lib/session-context';
