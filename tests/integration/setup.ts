import { inject } from "vitest";

// Every integration test file talks to the run's scratch database.
process.env.DATABASE_URL = inject("databaseUrl");
