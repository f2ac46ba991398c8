import { getGuestId, GUEST_ID_KEY } from './guest-id';

describe('guest identity', () => {
  beforeEach(() => localStorage.clear());

  it("creates a random 'guest-' id on the first visit and keeps it in localStorage", () => {
    const id = getGuestId();
    expect(id).toMatch(/^guest-[0-9a-f-]{32,36}$/);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(id);
    expect(GUEST_ID_KEY).toBe('guest-id');
  });

  it('answers the same id on later visits', () => {
    const first = getGuestId();
    expect(getGuestId()).toBe(first);
  });

  it('gives different visitors different ids', () => {
    const first = getGuestId();
    localStorage.clear();
    expect(getGuestId()).not.toBe(first);
  });

  it('replaces a stored value that is not a guest id', () => {
    localStorage.setItem(GUEST_ID_KEY, 'tampered');
    expect(getGuestId()).toMatch(/^guest-/);
  });

  it('still answers an id, stable for the page, when storage is unavailable', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as Pick<Storage, 'getItem'> as Storage;
    const id = getGuestId(blocked);
    expect(id).toMatch(/^guest-/);
    expect(getGuestId(blocked)).toBe(id);
  });
});
