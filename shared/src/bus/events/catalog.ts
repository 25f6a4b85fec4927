/** Events published by mf-catalog (issue 4). Names are `catalog:<event>`; add each one with its payload. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the team publishes events
export type CatalogEvents = {};
