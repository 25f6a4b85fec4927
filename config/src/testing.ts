/** What tests of other packages check config's rules against; never part of a bundle. */
export { BASE_ROUTE_CASES } from './redirects/base-routes.cases';
