import { Route, Routes } from 'react-router';
import { RequireAuth } from '../features/auth/RequireAuth';
import { PublicLayout } from './layouts/public/PublicLayout';
import * as Pages from './pages';
import { RootLayout } from './RootLayout';

/**
 * Every route of spec section 2. Declarative routes rather than a data router: the app loads
 * its data in the pages, and the data router's code would cost the landing page ~17 KB gzipped.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicLayout />}>
          <Route index element={<Pages.LandingPage />} />
          <Route path="suche" element={<Pages.LandingPage />} />
          <Route path="top500" element={<Pages.Top500Page />} />
          <Route path="statistik" element={<Pages.StatisticsPage />} />
          <Route path="kontakt" element={<Pages.ContactPage />} />
          <Route path="login" element={<Pages.LoginPage />} />
          <Route path="register" element={<Pages.RegisterPage />} />
          <Route path="reset-password" element={<Pages.ResetPasswordPage />} />
          <Route path="reset-password/confirm" element={<Pages.SetNewPasswordPage />} />
          <Route path="cookies" element={<Pages.PrivacyPage />} />
          <Route path="privacy" element={<Pages.PrivacyPage />} />
          <Route path="impressum" element={<Pages.ImprintPage />} />
          <Route path="terms" element={<Pages.TermsPage />} />
          <Route path="*" element={<Pages.NotFoundPage />} />
        </Route>
        {/* Search and profile pages are open to everyone; the rest of the dashboard needs a login. */}
        <Route path="dashboard" element={<Pages.DashboardLayout />}>
          <Route
            index
            element={
              <RequireAuth>
                <Pages.DashboardHomePage />
              </RequireAuth>
            }
          />
          <Route path="companies" element={<Pages.CompanySearchPage />} />
          <Route path="companies/:companyId" element={<Pages.CompanyPage />} />
          <Route path="employees" element={<Pages.EmployeeSearchPage />} />
          <Route path="employees/:employeeId" element={<Pages.EmployeePage />} />
          <Route
            path="billing"
            element={
              <RequireAuth>
                <Pages.BillingPage />
              </RequireAuth>
            }
          />
          <Route path="logout" element={<Pages.LogoutPage />} />
          <Route
            path="leadlist"
            element={
              <RequireAuth>
                <Pages.LeadListPage />
              </RequireAuth>
            }
          />
          <Route
            path="contacts"
            element={
              <RequireAuth>
                <Pages.ContactsPage />
              </RequireAuth>
            }
          />
          <Route
            path="watchlist"
            element={
              <RequireAuth>
                <Pages.WatchlistPage />
              </RequireAuth>
            }
          />
          <Route
            path="recent"
            element={
              <RequireAuth>
                <Pages.RecentPage />
              </RequireAuth>
            }
          />
          <Route
            path="account"
            element={
              <RequireAuth>
                <Pages.AccountPage />
              </RequireAuth>
            }
          />
          <Route path="support" element={<Pages.SupportPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
