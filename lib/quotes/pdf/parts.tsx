import { Text, View } from "@react-pdf/renderer";
import { sampleNotice, type DocumentBusiness } from "@/lib/quotes/model/quote-document";
import { styles } from "./styles";

/** The business as licensed, on the left of every document's header. */
export function BusinessBlock({ business }: { business: DocumentBusiness }) {
  return (
    <View style={{ flex: 1, paddingRight: 16 }}>
      {business.sample ? <Text style={{ color: "#b91c1c", fontWeight: 700, marginBottom: 4 }}>{sampleNotice}</Text> : null}
      <Text style={styles.businessName}>{business.name}</Text>
      {business.licensedName !== business.name ? <Text>{business.licensedName}</Text> : null}
      <Text style={styles.small}>
        NSW Contractor Licence No. {business.licenceNumber} · ABN {business.abn}
      </Text>
      <Text style={styles.small}>
        {business.phone} · {business.email} · {business.website}
      </Text>
      <Text style={styles.small}>{business.locality}</Text>
    </View>
  );
}

/** "Label   value" lines on the right of the header. */
export function Meta({ rows }: { rows: readonly [string, string][] }) {
  return (
    <View>
      {rows.map(([label, value]) => (
        <View key={label} style={styles.metaRow}>
          <Text style={styles.metaLabel}>{label}</Text>
          <Text style={styles.metaValue}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

/** Text the owner wrote, one paragraph per non-empty line. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Document name and page numbers at the foot of every page. */
export function Footer({ left }: { left: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{left}</Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
