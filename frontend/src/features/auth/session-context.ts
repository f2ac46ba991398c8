// The session lives in lib/ so that every feature may read it.
export { SessionContext, type Session } from '@/lib/session-context';
