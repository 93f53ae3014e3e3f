import type { CompanyProvenance, ProvenanceField } from '@fd/contract';
import { createContext, type ReactNode, useContext } from 'react';

const ProvenanceContext = createContext<CompanyProvenance | null>(null);

/** Makes a company's provenance available to the cards of its page. */
export function ProvenanceProvider({ value, children }: { value: CompanyProvenance; children: ReactNode }) {
  return <ProvenanceContext.Provider value={value}>{children}</ProvenanceContext.Provider>;
}

/** The page's provenance, or null outside a company page. */
export const useProvenance = (): CompanyProvenance | null => useContext(ProvenanceContext);

/** Whether the company's sources publish no value for a field group (figures, contact data). */
export function useNotPublished(field: ProvenanceField): boolean {
  const provenance = useProvenance();
  return provenance?.fields.some((entry) => entry.field === field && entry.missing) ?? false;
}
