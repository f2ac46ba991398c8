import type { Caller } from './caller';

/**
 * What writing services (posts, comments) need of the member directory: the nickName a member chose (null:
 * none yet). Declared here because two domains sign what members write; the members domain implements it
 * (MemberDirectory) and the API passes it in.
 */
export interface AuthorDirectory {
  nickNameOf(userId: string): Promise<string | null>;
}

/** The name a member's post or comment is signed with: their nickName, else their user name. */
export async function signatureOf(
  authors: AuthorDirectory,
  caller: Pick<Caller, 'userId' | 'userName'>,
): Promise<string> {
  return (await authors.nickNameOf(caller.userId)) ?? caller.userName;
}
