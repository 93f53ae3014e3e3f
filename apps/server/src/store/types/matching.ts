/** What matching a company list to the register reads (modules/matching). */

/** A company as the matcher compares it, with its former names and addresses from its events. */
export interface MatchRow {
  companyId: number;
  name: string;
  legalForm: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  /** As stored: 'Germany', 'Austria', 'Switzerland'. */
  country: string;
  legalStatus: string;
  registerNumber: string | null;
  registerCourt: string | null;
  euid: string | null;
  lei: string | null;
  vatId: string | null;
  website: string | null;
  formerNames: string[];
  /** 'Street 1, 12345 City', as the address_change events carry them. */
  formerAddresses: string[];
}

/** A company holding a register number, and the court it is registered at. */
export interface RegisterHolder {
  companyId: number;
  court: string | null;
}

/** Point lookups on the identifier indexes, and the rows of candidates. */
export interface MatchRepository {
  idsByLei(lei: string): Promise<number[]>;
  idsByVatId(vatId: string): Promise<number[]>;
  /**
   * The companies holding a register number as stored (`ID_Fb`: 'HRB 7754', 'FN 123456a',
   * 'CH-020.3.012.345-6') and their courts (`ID_Gerichtscode`), by id; every court's holders,
   * not a few.
   */
  registerHolders(numbers: string[]): Promise<RegisterHolder[]>;
  /** By the EUID as stored ('CHE.123456789' for a Swiss UID). */
  idsByEuid(euid: string): Promise<number[]>;
  /** Companies that bore this name before (as written, in any case). */
  idsByFormerName(name: string): Promise<number[]>;
  rows(ids: number[]): Promise<MatchRow[]>;
}
