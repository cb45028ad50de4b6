import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import { formatCents } from "@/lib/money";
import { gstWording, type QuoteDocument, type QuoteDocumentLine } from "@/lib/quotes/model/quote-document";
import { BusinessBlock, Footer, Meta, paragraphs } from "./parts";
import { styles } from "./styles";

function LineRow({ line }: { line: QuoteDocumentLine }) {
  const muted = line.optional && !line.included ? styles.notIncluded : {};
  return (
    // A line never splits across two pages.
    <View style={styles.row} wrap={false}>
      <View style={styles.cellDescription}>
        {line.optional ? <Text style={styles.optionalTag}>{line.included ? "OPTIONAL · INCLUDED" : "OPTIONAL · NOT INCLUDED"}</Text> : null}
        <Text style={muted}>{line.description}</Text>
      </View>
      <Text style={[styles.cellQuantity, muted]}>{line.quantityText}</Text>
      <Text style={[styles.cellUnit, muted]}>{line.unitText}</Text>
      <Text style={[styles.cellPrice, muted]}>{formatCents(line.unitPriceCents)}</Text>
      <Text style={[styles.cellAmount, muted]}>{formatCents(line.totalCents)}</Text>
    </View>
  );
}

function Lines({ document }: { document: QuoteDocument }) {
  return (
    <View>
      <View style={styles.tableHead}>
        <Text style={styles.cellDescription}>Description</Text>
        <Text style={styles.cellQuantity}>Qty</Text>
        <Text style={styles.cellUnit}>Unit</Text>
        <Text style={styles.cellPrice}>Unit price</Text>
        <Text style={styles.cellAmount}>Amount</Text>
      </View>
      {document.sections.map((section, index) => {
        const [first, ...rest] = section.lines;
        return (
          <View key={index}>
            {/* An area's heading never ends a page: it stays with its first line. */}
            <View wrap={false}>
              {section.title ? <Text style={styles.sectionRow}>{section.title}</Text> : null}
              {first ? <LineRow line={first} /> : null}
            </View>
            {rest.map((line) => (
              <LineRow key={String(line.key)} line={line} />
            ))}
          </View>
        );
      })}
      <Text style={[styles.small, { marginTop: 4 }]}>{gstWording(document.business).pricesNote}</Text>
    </View>
  );
}

function Totals({ document }: { document: QuoteDocument }) {
  const { totals } = document;
  const wording = gstWording(document.business);
  return (
    <View style={styles.totals} wrap={false}>
      <View style={styles.totalRow}>
        <Text>{wording.subtotal}</Text>
        <Text>{formatCents(totals.subtotalCents)}</Text>
      </View>
      {wording.showGst ? (
        <View style={styles.totalRow}>
          <Text>GST (10%)</Text>
          <Text>{formatCents(totals.gstCents)}</Text>
        </View>
      ) : null}
      <View style={styles.grandTotal}>
        <Text>{wording.total}</Text>
        <Text>{formatCents(totals.totalCents)}</Text>
      </View>
      {totals.depositCents > 0 ? (
        <>
          <View style={[styles.totalRow, { marginTop: 6 }]}>
            <Text>Deposit ({totals.depositPercent}%)</Text>
            <Text>{formatCents(totals.depositCents)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>Balance on completion</Text>
            <Text>{formatCents(totals.balanceCents)}</Text>
          </View>
        </>
      ) : null}
    </View>
  );
}

/** A URL printed whole on its own line: hyphenating it would print an address that does not exist. */
const wholeWord = (word: string) => [word];

function Statements({ document }: { document: QuoteDocument }) {
  if (document.nsw.statements.length === 0) return null;
  return (
    <View>
      {document.nsw.statements.map((statement, index) => (
        // Each statement stays whole, and the heading stays with the first one.
        <View key={statement.id} wrap={false}>
          {index === 0 ? <Text style={styles.heading}>Home Building Act 1989 (NSW)</Text> : null}
          <View style={styles.notice}>
            <Text style={styles.strong}>{statement.title}</Text>
            <Text style={styles.paragraph}>{statement.text}</Text>
            {statement.link ? (
              <>
                <Link src={statement.link.url} style={styles.link}>
                  <Text>{statement.link.label}</Text>
                </Link>
                <Link src={statement.link.url} style={styles.link}>
                  <Text style={styles.small} hyphenationCallback={wholeWord}>
                    {statement.link.url}
                  </Text>
                </Link>
              </>
            ) : null}
          </View>
        </View>
      ))}
    </View>
  );
}

function TextBlock({ title, text }: { title: string; text: string }) {
  const [first, ...rest] = paragraphs(text);
  if (first === undefined) return null;
  return (
    <View>
      {/* The heading never ends a page: it stays with the first paragraph. */}
      <View wrap={false}>
        <Text style={styles.heading}>{title}</Text>
        <Text style={styles.paragraph}>{first}</Text>
      </View>
      {rest.map((paragraph, index) => (
        <Text key={index} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
    </View>
  );
}

/** The licence holder's signature, recorded when the quote was sent (s7). */
function Signature({ document }: { document: QuoteDocument }) {
  const { signature } = document;
  if (!signature) return null;
  return (
    <View style={styles.box} wrap={false}>
      <Text style={[styles.heading, { marginTop: 0 }]}>Signature</Text>
      <Text>
        <Text style={styles.strong}>{signature.line}</Text> on {signature.signedAtText} (Sydney time).
      </Text>
    </View>
  );
}

function Acceptance({ document }: { document: QuoteDocument }) {
  const { acceptance } = document;
  if (!acceptance) return null;
  return (
    <View style={styles.box} wrap={false}>
      <Text style={[styles.heading, { marginTop: 0 }]}>Accepted</Text>
      <Text>
        Accepted online by <Text style={styles.strong}>{acceptance.name}</Text> on {acceptance.acceptedAtText} (Sydney time).
      </Text>
      <Text>Options chosen: {acceptance.chosenOptions.length > 0 ? acceptance.chosenOptions.join("; ") : "none"}</Text>
      <Text style={styles.small}>SHA-256 of the accepted content: {acceptance.contentSha256}</Text>
    </View>
  );
}

/** The A4 quote: header, customer, lines by area, totals, NSW statements, scope, terms, acceptance. */
export function QuotePdf({ document }: { document: QuoteDocument }) {
  const { customer } = document;
  return (
    <Document title={`Quote ${document.number}`} author={document.business.licensedName} subject={`Quote for ${customer.name}`} language="en-AU">
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <BusinessBlock business={document.business} />
          <View>
            <Text style={styles.docTitle}>Quote</Text>
            <Meta
              rows={[
                ["Number", document.number],
                ["Version", document.versionLetter],
                ["Date", document.issuedOnText],
                ["Valid until", document.validUntilText],
              ]}
            />
          </View>
        </View>
        <View style={styles.twoColumns}>
          <View style={styles.column}>
            <Text style={styles.label}>Prepared for</Text>
            <Text style={styles.strong}>{customer.name}</Text>
            {customer.address ? <Text>{customer.address}</Text> : null}
            <Text>{customer.email}</Text>
            <Text>{customer.phone}</Text>
          </View>
          <View style={styles.column}>
            <Text style={styles.label}>Work</Text>
            <Text>{document.propertyText}</Text>
            <Text>Valid until the end of {document.validUntilText} (Sydney time)</Text>
          </View>
        </View>
        <TextBlock title="Scope of work" text={document.notes} />
        <Lines document={document} />
        <Totals document={document} />
        <Statements document={document} />
        <TextBlock title="Exclusions" text={document.exclusions} />
        <TextBlock title="Terms" text={document.terms} />
        <Signature document={document} />
        <Acceptance document={document} />
        <Footer left={`${document.business.name} · Quote ${document.number} · ${document.customer.name}`} />
      </Page>
    </Document>
  );
}
