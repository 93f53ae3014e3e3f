/** What the company network reads from the company store (one implementation: SQLite, also the PostgreSQL local index). */
import type { CompanyGroup, GroupCompany } from '@fd/contract';

export interface NetworkCompanyRow {
  company_id: number;
  company_name: string;
  address_country: string;
  legal_status: string;
  /** JSON `[{ name, company_id?, share? }]`. */
  owners: string;
  /** JSON `[{ company_id, share }]`. */
  subsidiaries: string;
  /** JSON `[{ name, company_id? }]`. */
  founders: string;
  lei: string | null;
  /** Written by an import (its officers come from OffeneRegister); false for generated companies. */
  imported: boolean;
}

export interface NetworkMandateRow {
  representative_id: number;
  company_id: number;
  name: string;
  title: string;
  /** How the person represents the company ('Einzelprokura', 'gemeinsam mit …'), as registered. */
  representation: string | null;
  /** Where the person lives, as registered. */
  location: string | null;
  person_key: string | null;
  since: string | null;
  until: string | null;
}

/** A GLEIF relationship: child consolidated by (or a branch of) the parent LEI. */
export interface NetworkRelationshipRow {
  child_id: number;
  parent_lei: string;
  /** The parent's company id when the LEI is one of ours, else null. */
  parent_id: number | null;
  kind: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
}

export interface NetworkRepository {
  /** The companies that exist among ids, in the order given. */
  companies(ids: readonly number[]): Promise<NetworkCompanyRow[]>;
  /** Every mandate (current and ended) in these companies. */
  mandatesOfCompanies(ids: readonly number[]): Promise<NetworkMandateRow[]>;
  /** Every mandate of these people, by person key. */
  mandatesOfPeople(keys: readonly string[]): Promise<NetworkMandateRow[]>;
  /** One mandate by its representative id (a person without a key has only this one). */
  mandate(representativeId: number): Promise<NetworkMandateRow | null>;
  /** GLEIF relationships where these companies are the child or (by LEI) the parent. */
  relationships(
    companies: readonly { company_id: number; lei: string | null }[],
  ): Promise<NetworkRelationshipRow[]>;
}

/** Company groups (docs/decisions/061), kept in memory beside the filter index. */
export interface GroupRepository {
  /** The company's parents, subsidiaries and group size; null when the company does not exist. */
  place(companyId: number): Promise<CompanyGroup | null>;
  /** The ultimate parent of each company that has one, by company id. */
  ultimateParents(companyIds: readonly number[]): Promise<Map<number, GroupCompany>>;
}
