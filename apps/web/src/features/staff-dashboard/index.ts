/** The staff home: a day's figures against last week's, and the orders export (staff only). */
export { StaffDashboard } from './components/staff-dashboard';
