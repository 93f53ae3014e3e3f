/** Annual reports: heavy-tailed sizes and internally consistent ratios per year. */
import type { CompanyCore } from './core';
import type { ProfileKey } from './industries';
import type { Rng } from './random';
import { AT, DE } from './regions';
import type { FinancialRow } from './types';

interface Profile {
  /** Revenue per employee, EUR. */
  rpe: number;
  margin: number;
  material: number;
  salary: number;
  /** Total assets per unit of revenue. */
  assets: number;
  equity: number;
  realEstate: number;
}

const P = (
  rpe: number,
  margin: number,
  material: number,
  salary: number,
  assets: number,
  equity: number,
  realEstate: number,
): Profile => ({
  rpe: rpe * 1000,
  margin,
  material,
  salary: salary * 1000,
  assets,
  equity,
  realEstate,
});

const PROFILES: Record<ProfileKey, Profile> = {
  it: P(150, 0.08, 0.15, 66, 0.6, 0.4, 0.05),
  consulting: P(120, 0.1, 0.1, 62, 0.5, 0.38, 0.05),
  services: P(80, 0.06, 0.2, 40, 0.5, 0.3, 0.08),
  craft: P(90, 0.06, 0.35, 38, 0.5, 0.32, 0.15),
  construction: P(160, 0.05, 0.45, 45, 0.6, 0.26, 0.12),
  realestate: P(500, 0.2, 0.2, 52, 6, 0.34, 0.75),
  holding: P(600, 0.15, 0.1, 85, 4, 0.55, 0.2),
  bank: P(350, 0.15, 0.05, 82, 12, 0.08, 0.03),
  insurance: P(500, 0.08, 0.05, 78, 5, 0.12, 0.08),
  finance: P(300, 0.2, 0.05, 85, 2, 0.3, 0.03),
  wholesale: P(450, 0.03, 0.78, 46, 0.4, 0.32, 0.12),
  retail: P(200, 0.03, 0.65, 32, 0.4, 0.3, 0.15),
  autotrade: P(500, 0.02, 0.82, 42, 0.35, 0.25, 0.2),
  hospitality: P(55, 0.04, 0.3, 28, 0.8, 0.22, 0.45),
  foodcraft: P(70, 0.04, 0.35, 30, 0.5, 0.3, 0.25),
  manufacturing: P(250, 0.06, 0.5, 56, 0.8, 0.4, 0.2),
  energy: P(800, 0.06, 0.7, 72, 1.2, 0.3, 0.3),
  utilities: P(250, 0.07, 0.4, 52, 1.5, 0.35, 0.3),
  logistics: P(150, 0.03, 0.5, 40, 0.5, 0.25, 0.2),
  staffing: P(55, 0.03, 0.05, 34, 0.25, 0.25, 0.02),
  health: P(85, 0.06, 0.2, 46, 0.7, 0.35, 0.3),
  education: P(70, 0.04, 0.15, 42, 0.5, 0.35, 0.2),
  leisure: P(80, 0.04, 0.25, 32, 0.8, 0.3, 0.35),
  media: P(150, 0.06, 0.3, 55, 0.6, 0.35, 0.1),
  telecom: P(400, 0.1, 0.4, 66, 1.5, 0.3, 0.15),
  agri: P(120, 0.08, 0.45, 30, 1.5, 0.5, 0.6),
  research: P(120, 0.05, 0.2, 70, 0.8, 0.5, 0.1),
  nonprofit: P(60, 0.01, 0.2, 35, 0.8, 0.6, 0.2),
};

const SALARY_FACTOR = [1, 0.97, 1.55];
const TAX_BASE = [29.9, 24, 17];

export function profileOf(core: CompanyCore): Profile {
  return PROFILES[core.industry.profile];
}

/** Latest annual revenue in EUR: revenue ≈ A · q^-b with lognormal noise. */
export function baseRevenue(core: CompanyCore, rng: Rng): number {
  const noise = Math.exp(0.6 * rng.normal());
  const scale = core.form.kind === 'sole' ? 0.6 : core.form.kind === 'verein' ? 0.3 : 1;
  return 150000 * core.q ** -0.9 * noise * scale;
}

export function employeesFor(revenue: number, core: CompanyCore, rng: Rng): number {
  const p = profileOf(core);
  let e = revenue / (p.rpe * Math.exp(0.3 * rng.normal()));
  // Productivity rises with size: the largest DACH employers have a few hundred thousand staff, not millions.
  if (e > 1000) e = 1000 * (e / 1000) ** 0.8;
  return Math.max(1, Math.round(core.industry.profile === 'holding' && core.tier < 2 ? e * 0.2 : e));
}

/** Probability of published financials: all of the top 1 %, then falling with the rank. */
export function financialsProbability(q: number): number {
  return q <= 0.01 ? 1 : (0.01 / q) ** 0.6;
}

const BIG_FOUR = [
  ['KPMG AG Wirtschaftsprüfungsgesellschaft', 'KPMG Austria GmbH', 'KPMG AG'],
  [
    'PricewaterhouseCoopers GmbH Wirtschaftsprüfungsgesellschaft',
    'PwC Wirtschaftsprüfung GmbH',
    'PricewaterhouseCoopers AG',
  ],
  [
    'Ernst & Young GmbH Wirtschaftsprüfungsgesellschaft',
    'Ernst & Young Wirtschaftsprüfungsgesellschaft m.b.H.',
    'Ernst & Young AG',
  ],
  ['Deloitte GmbH Wirtschaftsprüfungsgesellschaft', 'Deloitte Audit Wirtschaftsprüfungs GmbH', 'Deloitte AG'],
];
const MID_TIER = [
  [
    'BDO AG Wirtschaftsprüfungsgesellschaft',
    'Ebner Stolz GmbH & Co. KG',
    'Grant Thornton AG',
    'Mazars GmbH & Co. KG',
    'Baker Tilly GmbH & Co. KG',
    'Rödl & Partner GmbH',
    'Moore Stephens Treuhand Kurpfalz GmbH',
    'Dr. Kleeberg & Partner GmbH',
    'RSM Ebner Stolz GmbH',
  ],
  [
    'BDO Assurance GmbH',
    'TPA Wirtschaftsprüfung GmbH',
    'Grant Thornton Austria GmbH',
    'LeitnerLeitner Audit Partners GmbH',
    'Mazars Austria GmbH',
    'Moore Stephens City Treuhand GmbH',
    'Baker Tilly Audit GmbH',
  ],
  [
    'BDO AG',
    'Grant Thornton AG',
    'Mazars AG',
    'OBT AG',
    'Baker Tilly Switzerland AG',
    'Moore Stephens Expert AG',
    'Balmer-Etienne AG',
  ],
];

function chooseAuditor(rng: Rng, core: CompanyCore, revenue: number, assets: number): string | null {
  const kind = core.form.kind;
  const audited = kind === 'stock' || kind === 'capital' || kind === 'gmbhco' || kind === 'coop';
  const mandatory = audited && (revenue > 15e6 || assets > 7.5e6);
  if (!mandatory && !(audited && revenue > 3e6 && rng.chance(0.1))) return null;
  const c = core.country;
  if (kind === 'coop' && c === DE)
    return rng.chance(0.8)
      ? `Genossenschaftsverband ${core.city.stateName === 'Bayern' ? 'Bayern e.V.' : 'e.V.'}`
      : MID_TIER[c][0];
  if (revenue > 200e6 ? rng.chance(0.85) : rng.chance(0.12)) return BIG_FOUR[rng.int(4)][c];
  return rng.pick(MID_TIER[c]);
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

function cagr(first: number | null, last: number | null, years: number): number | null {
  if (years <= 0 || first === null || last === null || first <= 0 || last <= 0) return null;
  return round2(((last / first) ** (1 / years) - 1) * 100);
}

export interface FinancialPlan {
  rows: FinancialRow[];
  auditor: string | null;
  latestEmployees: number | null;
  latestRevenue: number | null;
  latestYear: number;
}

/**
 * Reports oldest first (report_id = id*10 + k); empty when the company publishes nothing. Every
 * report shows the capital of today; the history lowers it in reports before a capital increase.
 */
export function planFinancials(
  core: CompanyCore,
  rng: Rng,
  revenue: number,
  employees: number,
  foundedYear: number,
  capital: number | null,
): FinancialPlan {
  const plan: FinancialPlan = {
    rows: [],
    auditor: null,
    latestEmployees: null,
    latestRevenue: null,
    latestYear: 0,
  };
  if (core.form.kind === 'verein' || !rng.chance(financialsProbability(core.q))) return plan;
  const latestYear = rng.chance(0.68) ? 2024 : 2023;
  const r = rng.next();
  // Large companies publish every year; small ones often have a shorter history on file.
  let years =
    core.tier > 0 ? (r < 0.85 ? 5 : 4) : r < 0.47 ? 5 : r < 0.67 ? 4 : r < 0.82 ? 3 : r < 0.92 ? 2 : 1;
  years = Math.min(years, latestYear - foundedYear);
  if (years <= 0) return plan;
  const p = profileOf(core);
  const c = core.country;
  const midYear = rng.chance(0.1);
  const abbreviated = core.tier === 0 && revenue < 12e6 && core.form.kind !== 'stock' && rng.chance(0.45);
  const earningsShown = !abbreviated || rng.chance(0.6);
  const employeesShown = !abbreviated || rng.chance(0.5);
  const margin = p.margin + 0.035 * rng.normal();
  const assetFactor = p.assets * Math.exp(0.3 * rng.normal());
  let equityRatio = Math.min(0.9, Math.max(0.03, p.equity + 0.1 * rng.normal()));
  const reShare = Math.min(0.95, p.realEstate * (0.3 + rng.next() * 1.4));
  const salary = p.salary * SALARY_FACTOR[c] * Math.exp(0.12 * rng.normal());
  const pensions = c === DE && revenue > 2e7 && rng.chance(0.6) ? 0.02 + rng.next() * 0.08 : 0;
  const auditor = chooseAuditor(rng, core, revenue, revenue * assetFactor);
  plan.auditor = auditor;
  plan.latestYear = latestYear;

  // Walk back from the latest year so that the size model describes the latest report.
  const rev = new Array<number>(years);
  const emp = new Array<number>(years);
  rev[years - 1] = revenue;
  emp[years - 1] = employees;
  for (let t = years - 1; t > 0; t--) {
    const g = Math.max(-0.3, Math.min(0.5, 0.045 + 0.09 * rng.normal()));
    rev[t - 1] = rev[t] / (1 + g);
    emp[t - 1] = Math.max(1, Math.round(emp[t] / (1 + g * 0.6)));
  }
  let firstRevenue: number | null = null;
  let firstEarnings: number | null = null;
  let auditorNow = auditor;
  for (let t = 0; t < years; t++) {
    const year = latestYear - years + 1 + t;
    const R = Math.round(rev[t]);
    const E = Math.round(R * (margin + 0.02 * rng.normal()));
    const assets = Math.max(1000, Math.round(R * assetFactor * (1 + 0.04 * rng.normal())));
    equityRatio = Math.min(0.92, Math.max(0.02, equityRatio + 0.02 * rng.normal() + (E > 0 ? 0.005 : -0.01)));
    const equity = Math.round(assets * equityRatio);
    const employeesN = emp[t];
    const avgSalary = Math.round(salary * (1 - 0.03 * (latestYear - year)));
    const revenueOut = abbreviated ? null : R;
    const earningsOut = earningsShown ? E : null;
    if (t === 0) {
      firstRevenue = revenueOut;
      firstEarnings = earningsOut;
    }
    if (auditorNow !== null && t > 0 && rng.chance(0.04))
      auditorNow = chooseAuditor(rng, core, R, assets) ?? auditorNow;
    plan.rows.push({
      report_id: core.id * 10 + t,
      company_id: core.id,
      report_date: midYear ? `${year}-06-30` : `${year}-12-31`,
      revenue: revenueOut,
      revenue_cagr: cagr(firstRevenue, revenueOut, t),
      revenue_per_employee: revenueOut !== null && employeesShown ? Math.round(R / employeesN) : null,
      earnings: earningsOut,
      earnings_cagr: cagr(firstEarnings, earningsOut, t),
      return_on_sales: revenueOut !== null && earningsOut !== null && R > 0 ? round2((E / R) * 100) : null,
      return_on_equity: earningsOut !== null && equity > 0 ? round2((E / equity) * 100) : null,
      total_assets: assets,
      equity,
      equity_ratio: round2((equity / assets) * 100),
      liabilities: assets - equity,
      real_estate: Math.round(assets * reShare),
      cash_on_hand: Math.round(assets * (0.03 + rng.next() * 0.2)),
      receivables: Math.round((revenueOut ?? assets) * (0.05 + rng.next() * 0.13)),
      pension_provisions: pensions > 0 ? Math.round(assets * pensions) : null,
      cost_of_materials: revenueOut !== null ? Math.round(R * p.material * (0.9 + rng.next() * 0.2)) : null,
      wages_and_salaries: employeesShown && !abbreviated ? employeesN * avgSalary : null,
      average_salary_per_employee: employeesShown && !abbreviated ? avgSalary : null,
      tax_ratio:
        earningsOut !== null && E > 0 && !abbreviated ? round2(TAX_BASE[c] + 2.5 * rng.normal()) : null,
      base_per_share_capital: capital,
      employees_number: employeesShown ? employeesN : null,
      auditor_name: auditorNow,
    });
  }
  plan.latestEmployees = employeesShown ? emp[years - 1] : null;
  plan.latestRevenue = abbreviated ? null : Math.round(rev[years - 1]);
  return plan;
}

/** The legal minimum of the share capital (Stamm-/Grundkapital); null for forms without one. */
export function capitalMinimum(core: CompanyCore): number | null {
  const kind = core.form.kind;
  const c = core.country;
  if (kind === 'sole' || kind === 'partnership' || kind === 'limited' || kind === 'verein' || kind === 'coop')
    return null;
  if (core.form.form.startsWith('UG')) return 1;
  if (core.form.form === 'FlexCo') return 10000;
  if (kind === 'stock') return c === DE ? 50000 : c === AT ? 70000 : 100000;
  return c === DE ? 25000 : c === AT ? 35000 : 20000;
}

/** Share capital (Stamm-/Grundkapital), null for partnerships and sole traders. */
export function shareCapital(core: CompanyCore, rng: Rng, revenue: number): number | null {
  const minimum = capitalMinimum(core);
  if (minimum === null) return null;
  if (core.form.form.startsWith('UG')) return rng.pick([1, 500, 1000, 1000, 2500, 5000]);
  if (core.form.form === 'FlexCo') return 10000;
  if (revenue < 5e6 || rng.chance(0.5)) return rng.chance(0.8) ? minimum : minimum * rng.pick([2, 4, 10]);
  return Math.max(minimum, Math.round((revenue * (0.01 + rng.next() * 0.05)) / 1000) * 1000);
}
