import type { Database } from './db/client';
import type { createAuthModule } from './modules/auth/auth.module';
import type { createAuditLog } from './modules/audit/audit-log';
import type { createCatalogModule } from './modules/catalog/catalog.module';
import type { createDeliveryAreasRepository } from './modules/delivery-areas/delivery-areas.repository';
import type { createStaffImagesService } from './modules/images/staff-images.service';
import type { InvoicesService } from './modules/invoices/invoices.service';
import {
  invoicesExportRoutes,
  staffInvoicesRoutes,
} from './modules/invoices/staff-invoices.routes';
import type { RatingsService } from './modules/ratings/ratings.service';
import staffRatingsRoutes from './modules/ratings/staff-ratings.routes';
import type { createOrdersModule } from './modules/orders/orders.module';
import type { createStreamGate } from './modules/orders/stream-gate';
import type { createRestaurantRepository } from './modules/restaurant/restaurant.repository';
import type { StaffScopeOptions } from './plugins/staff-scope';
import staffOrdersRoutes from './modules/orders/staff-orders.routes';
import staffDashboardRoutes from './modules/dashboard/staff-dashboard.routes';
import staffCategoriesRoutes from './modules/categories/staff-categories.routes';
import staffMessagesRoutes from './modules/messages/staff-messages.routes';
import staffFoodsRoutes from './modules/catalog/staff-foods.routes';
import staffImagesRoutes from './modules/images/staff-images.routes';
import staffOffersRoutes from './modules/offers/staff-offers.routes';
import staffDeliveryAreasRoutes from './modules/delivery-areas/staff-delivery-areas.routes';
import ordersExportRoutes from './modules/dashboard/orders-export.routes';
import staffRefundsRoutes from './modules/orders/staff-refunds.routes';
import staffSettingsRoutes from './modules/restaurant/staff-settings.routes';
import kitchenControlsRoutes from './modules/restaurant/kitchen-controls.routes';
import staffUserRoutes from './modules/auth/staff/staff-users.routes';
import { staffInvitationAdminRoutes } from './modules/auth/staff/staff-invitations.routes';
import secondFactorSettingsRoutes from './modules/auth/second-factor/second-factor-settings.routes';
import staffAuditRoutes from './modules/audit/staff-audit.routes';
import staffRidersRoutes from './modules/riders/staff-riders.routes';
import type { MessageSettingsService } from './modules/messaging/message-settings.service';
import staffMessageSettingsRoutes from './modules/messaging/staff-message-settings.routes';
import type { MessageJobsRepository } from './modules/messaging/message-jobs.repository';
import staffOrderMessagesRoutes from './modules/messaging/staff-order-messages.routes';
import { createStaffOrderMessages } from './modules/messaging/staff-order-messages.service';
import type { RidersService } from './modules/riders/riders.service';
import type { DineInModule } from './modules/dine-in/dine-in.module';
import staffDineInRoutes from './modules/dine-in/staff-dine-in.routes';
import { createAuditLogService } from './modules/audit/audit-log.service';
import { createAuditRepository } from './modules/audit/audit.repository';
import staffCustomersRoutes from './modules/customers/staff-customers.routes';
import { createCustomersRepository } from './modules/customers/customers.repository';
import { createCustomersService } from './modules/customers/customers.service';

/** What the staff routes are built from: the app's modules (app.ts makes each once). */
export interface StaffRouteDeps {
  db: Database;
  orders: ReturnType<typeof createOrdersModule>;
  streamGate: ReturnType<typeof createStreamGate>;
  restaurant: ReturnType<typeof createRestaurantRepository>;
  deliveryAreas: ReturnType<typeof createDeliveryAreasRepository>;
  catalog: ReturnType<typeof createCatalogModule>;
  audit: ReturnType<typeof createAuditLog>;
  images: ReturnType<typeof createStaffImagesService>;
  auth: ReturnType<typeof createAuthModule>;
  invoices: InvoicesService;
  ratings: RatingsService;
  riders: RidersService;
  /** Tables, tabs and calls (decision 0094). */
  dineIn: DineInModule;
  /** Whether the online payment provider's keys are set (the settings screen says so). */
  onlinePaymentConfigured: boolean;
  /** Order messages' templates (decision 0092), and whether Twilio is configured. */
  messageSettings: MessageSettingsService;
  messagingConfigured: boolean;
  messageJobs: MessageJobsRepository;
}

/**
 * Every staff route, kitchen and admin, for plugins/staff-scope.ts to register behind its one
 * role check: the staff side's whole surface in one place.
 */
export function staffRouteTree(deps: StaffRouteDeps): StaffScopeOptions {
  return {
    routes: async (staff) => {
      await staff.register(staffOrdersRoutes, {
        prefix: '/staff/orders',
        module: deps.orders,
        streamGate: deps.streamGate,
      });
      // The customer's WhatsApp and SMS messages about an order (decision 0092).
      await staff.register(staffOrderMessagesRoutes, {
        prefix: '/staff/orders',
        messages: createStaffOrderMessages({ db: deps.db, jobs: deps.messageJobs }),
      });
      await staff.register(staffDashboardRoutes, { prefix: '/staff', restaurant: deps.restaurant });
      await staff.register(staffCategoriesRoutes, {
        prefix: '/staff/categories',
        catalog: deps.catalog.changes,
        audit: deps.audit,
      });
      await staff.register(staffMessagesRoutes, { prefix: '/staff/messages', audit: deps.audit });
      await staff.register(staffFoodsRoutes, {
        catalog: deps.catalog.changes,
        audit: deps.audit,
        images: deps.images,
        restaurant: deps.restaurant,
      });
      await staff.register(staffImagesRoutes, { images: deps.images });
      // The kitchen's own controls (busy mode, a pause): any staff member on the board.
      await staff.register(kitchenControlsRoutes, {
        prefix: '/staff/kitchen',
        audit: deps.audit,
        repo: deps.restaurant,
      });
      await staff.register(staffInvoicesRoutes, { prefix: '/staff', invoices: deps.invoices });
      // Feedback with the order, replies and the dashboard's trend: any staff member.
      await staff.register(staffRatingsRoutes, { prefix: '/staff', ratings: deps.ratings });
      // Who carries which delivery (decision 0083): any staff member on the board.
      await staff.register(staffRidersRoutes, {
        prefix: '/staff',
        riders: deps.riders,
        orders: deps.orders,
      });
      // Tables, tabs and their calls: any staff member on the floor (decision 0094).
      await staff.register(staffDineInRoutes, {
        prefix: '/staff',
        tables: deps.dineIn.tables,
        tabs: deps.dineIn.tabs,
      });
    },
    adminRoutes: async (admin) => {
      await admin.register(staffOffersRoutes, { prefix: '/staff/offers', audit: deps.audit });
      await admin.register(staffDeliveryAreasRoutes, {
        prefix: '/staff/delivery-areas',
        audit: deps.audit,
        repo: deps.deliveryAreas,
        restaurant: deps.restaurant,
      });
      // Money leaving the restaurant: admins only (decision 0080).
      await admin.register(staffRefundsRoutes, { prefix: '/staff/orders', module: deps.orders });
      // Customers' names and phones: admins only (issue 18, item 10).
      await admin.register(ordersExportRoutes, {
        prefix: '/staff',
        audit: deps.audit,
        restaurant: deps.restaurant,
      });
      // Customers' figures and, after a fresh sign-in, their contact data (decision 0091).
      await admin.register(staffCustomersRoutes, {
        prefix: '/staff',
        customers: createCustomersService({
          db: deps.db,
          repo: createCustomersRepository(),
          audit: deps.audit,
          restaurant: deps.restaurant,
        }),
      });
      await admin.register(invoicesExportRoutes, { prefix: '/staff', invoices: deps.invoices });
      await admin.register(staffSettingsRoutes, {
        prefix: '/staff/settings',
        audit: deps.audit,
        repo: deps.restaurant,
        onlinePaymentConfigured: deps.onlinePaymentConfigured,
      });
      await admin.register(staffMessageSettingsRoutes, {
        prefix: '/staff/settings/order-messages',
        settings: deps.messageSettings,
        providerConfigured: deps.messagingConfigured,
      });
      // GET /auth/users too: the account list is customers' personal data.
      await admin.register(staffUserRoutes, {
        accounts: deps.auth.accounts,
        roles: deps.auth.roles,
        adminSessions: deps.auth.adminSessions,
      });
      await admin.register(staffInvitationAdminRoutes, { invitations: deps.auth.invitations });
      await admin.register(secondFactorSettingsRoutes, { secondFactor: deps.auth.secondFactor });
      await admin.register(staffAuditRoutes, {
        auditLog: createAuditLogService({
          db: deps.db,
          repository: createAuditRepository(),
          restaurant: deps.restaurant,
        }),
      });
    },
  };
}
