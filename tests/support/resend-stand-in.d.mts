export interface StandInMessage {
  id: string;
  key: string | null;
  from: string;
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  reply_to?: string | string[];
  /** As Resend's client sends them: base64 content. */
  attachments?: { filename: string; content: string; content_type?: string }[];
}

export interface ResendStandIn {
  delivered: StandInMessage[];
  requests: { key: string | null; status: number | "dropped" }[];
  failures: (number | "drop")[];
  acceptedAt: Map<string, number>;
  url: string;
  close(): Promise<void>;
}

export declare function startResendStandIn(): Promise<ResendStandIn>;
