import { fetchMe, type PartnerMe } from 'shared-api';
import { create } from 'zustand';

export type MeStatus = 'idle' | 'loading' | 'ready' | 'error';

interface MeState {
  me: PartnerMe | null;
  status: MeStatus;
  error: unknown;
  /** Loads GET /api/client/me; keeps the last good answer on screen while reloading. */
  load: () => Promise<void>;
  /** Forgets the partner (logout). */
  reset: () => void;
  /**
   * Applies a change the partner just made (name, avatar, 2FA) so the header shows it at once,
   * without another /me round trip.
   */
  patch: (changes: Partial<PartnerMe>) => void;
}

const initial = { me: null, status: 'idle' as MeStatus, error: null };
let latestRequest = 0;

/** The signed-in partner, shared by the layout (name, balances, status) and every screen. */
export const useMeStore = create<MeState>()((set) => ({
  ...initial,
  load: async () => {
    const request = ++latestRequest;
    set({ status: 'loading', error: null });
    try {
      const me = await fetchMe();
      if (request === latestRequest) set({ me, status: 'ready' });
    } catch (error: unknown) {
      if (request === latestRequest) set({ status: 'error', error });
    }
  },
  reset: () => {
    latestRequest++;
    set(initial);
  },
  patch: (changes) => set(({ me }) => (me ? { me: { ...me, ...changes } } : {})),
}));
