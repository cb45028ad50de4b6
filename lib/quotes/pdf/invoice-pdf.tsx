import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import { formatCents } from "@/lib/money";
import { invoiceKindLabel, invoicePaymentRows, noGstCharged, type InvoiceDocument } from "@/lib/quotes/model/deposit-invoice";
import { BusinessBlock, Footer, Meta } from "./parts";
import { colours, styles } from "./styles";

/** The A4 tax invoice (the deposit's or the balance's): what the ATO asks a tax invoice to show, then how to pay. */
export function InvoicePdf({ invoice }: { invoice: InvoiceDocument }) {
  const gst = invoice.business.gstRegistered;
  return (
    <Document title={`${invoice.title} ${invoice.number}`} author={invoice.business.licensedName} subject={`${invoiceKindLabel(invoice.kind)} for ${invoice.quoteNumber}`} language="en-AU">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <BusinessBlock business={invoice.business} />
          <View>
            <Text style={styles.docTitle}>{invoice.title}</Text>
            <Meta
              rows={[
                ["Invoice", invoice.number],
                ["Date", invoice.issuedOnText],
                ["Quote", invoice.quoteNumber],
              ]}
            />
          </View>
        </View>
        <View style={styles.twoColumns}>
          <View style={styles.column}>
            <Text style={styles.label}>Bill to</Text>
            <Text style={styles.strong}>{invoice.customer.name}</Text>
            {invoice.customer.address ? <Text>{invoice.customer.address}</Text> : null}
            <Text>{invoice.customer.email}</Text>
          </View>
          <View style={styles.column}>
            <Text style={styles.label}>From</Text>
            <Text style={styles.strong}>{invoice.business.licensedName}</Text>
            <Text>ABN {invoice.business.abn}</Text>
          </View>
        </View>
        <View style={styles.tableHead}>
          <Text style={styles.cellDescription}>Description</Text>
          <Text style={styles.cellAmount}>{gst ? "Amount (incl GST)" : "Amount"}</Text>
        </View>
        <View style={styles.row} wrap={false}>
          <Text style={styles.cellDescription}>{invoice.description}</Text>
          <Text style={styles.cellAmount}>{formatCents(invoice.totalCents)}</Text>
        </View>
        <View style={styles.totals} wrap={false}>
          {gst ? (
            <>
              <View style={styles.totalRow}>
                <Text>Amount ex GST</Text>
                <Text>{formatCents(invoice.exGstCents)}</Text>
              </View>
              <View style={styles.totalRow}>
                <Text>GST</Text>
                <Text>{formatCents(invoice.gstCents)}</Text>
              </View>
            </>
          ) : null}
          <View style={styles.grandTotal}>
            <Text>{gst ? "Total (incl GST)" : "Total"}</Text>
            <Text>{formatCents(invoice.totalCents)}</Text>
          </View>
          <Text style={[styles.small, { marginTop: 2 }]}>{gst ? `The total includes GST of ${formatCents(invoice.gstCents)}.` : `${noGstCharged}.`}</Text>
        </View>
        <View style={styles.box} wrap={false}>
          <Text style={[styles.heading, { marginTop: 0 }]}>How to pay</Text>
          <Text style={styles.paragraph}>By bank transfer or PayID, with the reference below so we can match your payment.</Text>
          {invoicePaymentRows(invoice).map(([label, value]) => (
            <View key={label} style={{ flexDirection: "row", paddingVertical: 1 }}>
              <Text style={{ width: 90, color: colours.muted }}>{label}</Text>
              <Text style={styles.strong}>{value}</Text>
            </View>
          ))}
          {invoice.payByCardUrl ? (
            <Text style={[styles.paragraph, { marginTop: 6, marginBottom: 0 }]}>
              Or pay by card (no surcharge): <Link src={invoice.payByCardUrl}>Pay by card</Link> on your quote&apos;s page.
            </Text>
          ) : invoice.payByCard ? (
            <Text style={[styles.paragraph, { marginTop: 6, marginBottom: 0 }]}>
              Or pay by card (no surcharge): Pay by card on your quote&apos;s page, from the link in our e-mail.
            </Text>
          ) : null}
        </View>
        <Footer left={`${invoice.business.licensedName} · ABN ${invoice.business.abn} · ${invoice.title} ${invoice.number}`} />
      </Page>
    </Document>
  );
}
