import { createContext, useContext } from 'react';

/** The "Don't show this tour again!" choice, shared by the running tour and its tooltip. */
export interface OptOut {
  optedOut: boolean;
  setOptedOut: (value: boolean) => void;
}

export const OptOutContext = createContext<OptOut>({ optedOut: false, setOptedOut: () => {} });

export const useOptOut = () => useContext(OptOutContext);
