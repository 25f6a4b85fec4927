/** Events published by mf-content. Names are `content:<event>`; add each one with its payload. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the team publishes events
export type ContentEvents = {};
