import { LRUCache } from "lru-cache";
import { createPrivateKey, createPublicKey } from "node:crypto";
import { promises as dns } from "node:dns";
import type { Config } from "../config.ts";

// The DNS records an operator publishes so receivers trust the mail (what Gmail and Yahoo require of
// bulk senders): the DKIM public key, SPF, and a DMARC policy. Worked out from the configuration,
// then looked up, so the console and `npm run operator -- dns` can say which are still missing.

export type RecordStatus = "published" | "different" | "missing" | "could not check" | "not configured";

export type DnsRecord = {
  purpose: "DKIM" | "SPF" | "DMARC";
  type: "TXT";
  name: string;
  /** What to publish; for SPF a hint the operator completes with their relay's include. */
  value: string;
  status: RecordStatus;
  /** What the lookup found, when it found something. */
  found?: string;
  note?: string;
};

/** How records are looked up: node's resolver in production, a table in tests. */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** The domain of an address or of `Name <address>`. */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf("@") + 1).trim().toLowerCase();
}

/** The DKIM TXT value for a PEM private key: `v=DKIM1; k=rsa|ed25519; p=<public key>`. */
export function dkimTxtValue(privateKeyPem: string): string {
  const pub = createPublicKey(createPrivateKey(privateKeyPem));
  if (pub.asymmetricKeyType === "ed25519") {
    // RFC 8463: the bare 32-byte key, not the DER wrapping.
    const raw = (pub.export({ format: "der", type: "spki" }) as Buffer).subarray(-32);
    return `v=DKIM1; k=ed25519; p=${raw.toString("base64")}`;
  }
  return `v=DKIM1; k=rsa; p=${(pub.export({ format: "der", type: "spki" }) as Buffer).toString("base64")}`;
}

/** The tag p= of a DKIM record (spaces removed, as receivers read it). */
const keyTag = (txt: string) => /(?:^|;)\s*p=([^;]*)/.exec(txt)?.[1]?.replace(/\s+/g, "");

/** The records to publish for this configuration, not yet checked. */
export function recordsToPublish(config: Config): DnsRecord[] {
  const fromDomain = domainOf(config.MAIL_FROM);
  const records: DnsRecord[] = [];
  if (config.dkim) {
    const aligned = fromDomain === config.dkim.domainName || fromDomain.endsWith(`.${config.dkim.domainName}`);
    records.push({
      purpose: "DKIM",
      type: "TXT",
      name: `${config.dkim.keySelector}._domainkey.${config.dkim.domainName}`,
      value: dkimTxtValue(config.dkim.privateKey),
      status: "could not check",
      ...(aligned ? {} : { note: `DKIM_DOMAIN (${config.dkim.domainName}) is not MAIL_FROM's domain (${fromDomain}): DMARC will not count this signature.` }),
    });
  } else {
    records.push({
      purpose: "DKIM",
      type: "TXT",
      name: `<selector>._domainkey.${fromDomain}`,
      value: "Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) to sign mail; the record to publish appears here.",
      status: "not configured",
    });
  }
  records.push({
    purpose: "SPF",
    type: "TXT",
    name: fromDomain,
    value: "v=spf1 include:<your relay's SPF domain> ~all",
    status: "could not check",
    note: "One SPF record per domain: add your relay's include (e.g. include:amazonses.com, include:spf.mtasv.net, include:sendgrid.net, include:mailgun.org) to the record you have.",
  });
  records.push({
    purpose: "DMARC",
    type: "TXT",
    name: `_dmarc.${fromDomain}`,
    value: `v=DMARC1; p=none; rua=mailto:${config.SUPPORT_EMAIL}; adkim=r; aspf=r`,
    status: "could not check",
    note: "A starting policy: p=none only reports. Move to p=quarantine once the reports show only your own mail passing.",
  });
  return records;
}

const lookupErrors = new Set(["ENOTFOUND", "ENODATA"]);

/** The status of one record against what DNS holds. */
async function check(record: DnsRecord, resolve: TxtResolver): Promise<DnsRecord> {
  if (record.status === "not configured") return record;
  let txts: string[];
  try {
    txts = (await resolve(record.name)).map((chunks) => chunks.join(""));
  } catch (err) {
    // Only an answer saying "no such record" means missing; a timeout or a refused query (no network) says nothing.
    const code = (err as { code?: string }).code ?? "";
    return { ...record, status: lookupErrors.has(code) ? "missing" : "could not check" };
  }
  const prefix = record.purpose === "DKIM" ? "v=DKIM1" : record.purpose === "SPF" ? "v=spf1" : "v=DMARC1";
  const found = txts.find((t) => t.trim().toLowerCase().startsWith(prefix.toLowerCase()));
  if (found === undefined) return { ...record, status: "missing" };
  if (record.purpose === "DKIM") return { ...record, found, status: keyTag(found) === keyTag(record.value) ? "published" : "different" };
  return { ...record, found, status: "published" };
}

/** A resolver that gives up quickly: the console waits for it. */
export function systemResolver(timeoutMs = 2000): TxtResolver {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 1 });
  return (name) => resolver.resolveTxt(name);
}

/**
 * A name that always has TXT records (Gmail's SPF): when it cannot be found either, the resolver
 * answers "no such name" for everything (a sandbox, a captive or broken resolver), and its answers
 * about our records say nothing.
 */
export const DNS_CANARY = "gmail.com";

/** The records, each checked against DNS when DNS can be reached; otherwise all "could not check". */
export async function checkDnsRecords(config: Config, resolve: TxtResolver = systemResolver()): Promise<DnsRecord[]> {
  const records = recordsToPublish(config);
  const reachable = await resolve(DNS_CANARY).then(
    (txts) => txts.length > 0,
    () => false,
  );
  if (!reachable) return records;
  return Promise.all(records.map((r) => check(r, resolve)));
}

// The console's E-mail page and the operator API ask on every load: up to four lookups, and two
// seconds of waiting each time where DNS cannot be reached. What they found is kept a minute per
// set of records (a lookup already under way is shared); a record just published shows within it.
const checked = new LRUCache<string, DnsRecord[], Config>({
  max: 8,
  ttl: 60_000,
  fetchMethod: (_key, _stale, { context }) => checkDnsRecords(context),
});

/** checkDnsRecords through the system's resolver, as the console and the API show it. */
export async function checkedDnsRecords(config: Config): Promise<DnsRecord[]> {
  return (await checked.fetch(JSON.stringify(recordsToPublish(config)), { context: config }))!;
}

/** Why the operator should look at the mail setup, said once at start-up. */
export function mailSetupWarnings(config: Config, transportKind: "smtp" | "file"): string[] {
  const warnings: string[] = [];
  if (transportKind !== "smtp") return warnings;
  if (!config.dkim) warnings.push("Mail goes out through SMTP_URL without DKIM: unless the relay signs for you, Gmail and Yahoo may refuse it. Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (npm run operator -- dns lists the records).");
  const domain = domainOf(config.MAIL_FROM);
  if (domain === "localhost" || domain.endsWith(".localhost") || domain === "127.0.0.1" || !domain.includes(".")) {
    warnings.push(`MAIL_FROM (${config.MAIL_FROM}) is a local address: receivers refuse or junk mail from it. Set MAIL_FROM, or PUBLIC_URL to the site's address.`);
  }
  return warnings;
}
