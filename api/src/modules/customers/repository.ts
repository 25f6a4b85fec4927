// The account module's import path; the customer data's SQL lives in customers-repository.ts.
export { activateCustomerData, createCustomerData } from './customers-repository';
