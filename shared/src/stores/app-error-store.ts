import { create } from 'zustand';
import { DEFAULT_ERROR_STATUS } from 'config';

/** The application error state (spec section 4). */
export interface AppError {
  statusCode: number;
  statusMessage: string;
  message: string;
  data?: unknown;
}

interface AppErrorState {
  error: AppError | null;
  showError: (error: Partial<AppError> & { message: string }) => void;
  /** Clears the error; with `redirect`, navigates there afterwards. */
  clearError: (options?: { redirect?: string }) => void;
}

type Navigate = (to: string) => void;
let navigate: Navigate | null = null;

/** The host registers how to navigate, so clearing an error can redirect. */
export function registerErrorNavigation(fn: Navigate | null): void {
  navigate = fn;
}

export const useAppErrorStore = create<AppErrorState>()((set) => ({
  error: null,
  showError: (error) =>
    set({
      error: {
        statusCode: error.statusCode ?? DEFAULT_ERROR_STATUS,
        statusMessage: error.statusMessage ?? '',
        message: error.message,
        data: error.data,
      },
    }),
  clearError: (options) => {
    set({ error: null });
    if (options?.redirect && navigate) navigate(options.redirect);
  },
}));
