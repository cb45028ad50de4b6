export declare const e2eDataDir: string;
export declare const e2eOutboxDir: string;
export declare const e2eSecrets: Record<"AUTH_SECRET" | "ADMIN_USERNAME" | "ADMIN_PASSWORD" | "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "RESEND_API_KEY", string>;
export declare const e2eAdminEmail: string;
export declare function e2eServerEnv(): Record<string, string>;
