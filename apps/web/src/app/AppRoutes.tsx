import { CLIENT_ROUTES as R } from '@fd/contract';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { PublicLayout } from './layouts/public/PublicLayout';
import * as Pages from './pages';
import { RootLayout } from './RootLayout';

const member = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

/**
 * Every route of the app, from the contract's list of client routes (the server answers 404 for
 * any other path). Declarative routes rather than a data router: the app loads its data in the
 * pages, and the data router's code would enlarge the landing page's first load (docs/benchmarks.md#web).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          <Route path={R.landing} element={<Pages.LandingPage />} />
          <Route path={R.search} element={<Pages.LandingPage />} />
          <Route path={R.top500} element={<Pages.Top500Page />} />
          <Route path={R.statistics} element={<Pages.StatisticsPage />} />
          <Route path={R.contact} element={<Pages.ContactPage />} />
          <Route path={R.login} element={<Pages.LoginPage />} />
          <Route path={R.register} element={<Pages.RegisterPage />} />
          <Route path={R.resetPassword} element={<Pages.ResetPasswordPage />} />
          <Route path={R.resetPasswordConfirm} element={<Pages.SetNewPasswordPage />} />
          <Route path={R.cookies} element={<Pages.PrivacyPage />} />
          <Route path={R.privacy} element={<Pages.PrivacyPage />} />
          <Route path={R.privacyRequest} element={<Pages.PrivacyRequestPage />} />
          <Route path={R.privacyRequestEn} element={<Pages.PrivacyRequestPage />} />
          <Route path={R.imprint} element={<Pages.ImprintPage />} />
          <Route path={R.terms} element={<Pages.TermsPage />} />
          <Route path={R.dataSources} element={<Pages.DataSourcesPage />} />
          <Route path={R.operator} element={member(<Pages.OperatorPage />)} />
          <Route path="*" element={<Pages.NotFoundPage />} />
        </Route>
        {/* Search and profile pages are open to everyone; the rest of the dashboard needs a login. */}
        <Route path={R.dashboard} element={<Pages.DashboardLayout />}>
          <Route index element={member(<Pages.DashboardHomePage />)} />
          <Route path={R.companies} element={<Pages.CompanySearchPage />} />
          <Route path={R.company} element={<Pages.CompanyPage />} />
          <Route path={R.employees} element={<Pages.EmployeeSearchPage />} />
          <Route path={R.employee} element={<Pages.EmployeePage />} />
          <Route path={R.person} element={<Pages.PersonPage />} />
          <Route path={R.billing} element={member(<Pages.BillingPage />)} />
          <Route path={R.logout} element={<Pages.LogoutPage />} />
          <Route path={R.leadlist} element={member(<Pages.LeadListPage />)} />
          <Route path={R.contacts} element={member(<Pages.ContactsPage />)} />
          <Route path={R.matching} element={member(<Pages.MatchingPage />)} />
          <Route path={R.watchlist} element={member(<Pages.WatchlistPage />)} />
          <Route path={R.recent} element={member(<Pages.RecentPage />)} />
          <Route path={R.account} element={member(<Pages.AccountPage />)} />
          <Route path={R.support} element={<Pages.SupportPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
