import { RetryAction } from './retry-action';
import { Notice } from './notice';

export interface AccountLoadErrorProps {
  /** What the failure keeps from the visitor, after "Your account could not be loaded, so". */
  readonly consequence: string;
  readonly onRetry: () => void;
}

/**
 * A stored session whose member could not be read (the member API down, the network cut): said where the
 * visitor looks, with Try again, instead of a page that silently looks like a guest's or stays blank.
 */
export function AccountLoadError({ consequence, onRetry }: AccountLoadErrorProps) {
  return (
    <Notice role="alert" action={<RetryAction onRetry={onRetry} />}>
      Your account could not be loaded, so {consequence}. Check your connection, then try again.
    </Notice>
  );
}
