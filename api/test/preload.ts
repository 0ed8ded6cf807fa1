// Tests run in UTC so no assertion depends on the machine's zone.
process.env.TZ = 'UTC'
