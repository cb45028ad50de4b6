import { Document, Page, Text, View } from "@react-pdf/renderer";
import { formatCents } from "@/lib/money";
import type { AdjustmentNoteDocument } from "@/lib/quotes/model/adjustment-note";
import { BusinessBlock, Footer, Meta } from "./parts";
import { styles } from "./styles";

/** The A4 adjustment note: what the ATO asks of one (lib/quotes/model/adjustment-note.ts), the decrease and its GST. */
export function AdjustmentNotePdf({ note }: { note: AdjustmentNoteDocument }) {
  const gst = note.business.gstRegistered;
  return (
    <Document title={`${note.title} ${note.number}`} author={note.business.licensedName} subject={`Refund on ${note.invoice.number}`} language="en-AU">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <BusinessBlock business={note.business} />
          <View>
            <Text style={styles.docTitle}>{note.title}</Text>
            <Meta
              rows={[
                [note.title, note.number],
                ["Date", note.issuedOnText],
                ["Adjusts", `${note.invoice.number} of ${note.invoice.issuedOnText}`],
                ["Quote", note.quoteNumber],
              ]}
            />
          </View>
        </View>
        <View style={styles.twoColumns}>
          <View style={styles.column}>
            <Text style={styles.label}>To</Text>
            <Text style={styles.strong}>{note.customer.name}</Text>
            {note.customer.address ? <Text>{note.customer.address}</Text> : null}
            {note.customer.email ? <Text>{note.customer.email}</Text> : null}
          </View>
          <View style={styles.column}>
            <Text style={styles.label}>From</Text>
            <Text style={styles.strong}>{note.business.licensedName}</Text>
            <Text>ABN {note.business.abn}</Text>
          </View>
        </View>
        <View style={styles.tableHead}>
          <Text style={styles.cellDescription}>Description</Text>
          <Text style={styles.cellAmount}>{gst ? "Decrease (incl GST)" : "Decrease"}</Text>
        </View>
        <View style={styles.row} wrap={false}>
          <Text style={styles.cellDescription}>
            {note.description}. Reason: {note.reason}
          </Text>
          <Text style={styles.cellAmount}>-{formatCents(note.totalCents)}</Text>
        </View>
        <View style={styles.totals} wrap={false}>
          <View style={styles.totalRow}>
            <Text>{`${note.invoice.number} total`}</Text>
            <Text>{formatCents(note.invoice.totalCents)}</Text>
          </View>
          {gst ? (
            <>
              <View style={styles.totalRow}>
                <Text>Decrease ex GST</Text>
                <Text>-{formatCents(note.exGstCents)}</Text>
              </View>
              <View style={styles.totalRow}>
                <Text>GST adjustment</Text>
                <Text>-{formatCents(note.gstCents)}</Text>
              </View>
            </>
          ) : null}
          <View style={styles.grandTotal}>
            <Text>{gst ? "Refund (incl GST)" : "Refund"}</Text>
            <Text>{formatCents(note.totalCents)}</Text>
          </View>
          <Text style={[styles.small, { marginTop: 2 }]}>
            {gst ? `This note decreases the GST of ${note.invoice.number} by ${formatCents(note.gstCents)}.` : "No GST has been charged."}
          </Text>
        </View>
        <Footer left={`${note.business.licensedName} · ABN ${note.business.abn} · ${note.title} ${note.number}`} />
      </Page>
    </Document>
  );
}
