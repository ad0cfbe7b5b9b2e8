/** Supplier (domain.md). Dates and money follow decisions.md. */
export interface Address {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

export type SupplierStatus = 'active' | 'archived';

export interface Supplier {
  id: string;
  name: string;
  customerAccountNo: string;
  contactName: string;
  email: string;
  orderEmail: string;
  phone: string;
  address: Address;
  vatId: string;
  paymentTermsDays: number;
  minOrderValue: number;
  /** 0 = Sunday … 6 = Saturday */
  deliveryWeekdays: number[];
  /** HH:mm */
  orderCutoffTime: string;
  leadTimeDays: number;
  notes: string;
  status: SupplierStatus;
}

export type SupplierInput = Omit<Supplier, 'id'>;
