import { StyleSheet } from "@react-pdf/renderer";

/** The PDFs' one look: A4, the PDF's built-in Helvetica (nothing to download), the brand's blue. */
export const colours = { ink: "#111827", muted: "#4b5563", faint: "#9ca3af", rule: "#d1d5db", band: "#f3f4f6", brand: "#1d4ed8" } as const;

export const styles = StyleSheet.create({
  page: { paddingTop: 36, paddingBottom: 54, paddingHorizontal: 40, fontFamily: "Helvetica", fontSize: 9, color: colours.ink },
  header: { flexDirection: "row", justifyContent: "space-between", borderBottomWidth: 2, borderBottomColor: colours.brand, paddingBottom: 10, marginBottom: 14 },
  businessName: { fontFamily: "Helvetica-Bold", fontSize: 16, color: colours.brand },
  small: { fontSize: 8, color: colours.muted },
  docTitle: { fontFamily: "Helvetica-Bold", fontSize: 18, textAlign: "right" },
  metaRow: { flexDirection: "row", justifyContent: "flex-end" },
  metaLabel: { width: 62, color: colours.muted, textAlign: "right", marginRight: 6 },
  metaValue: { fontFamily: "Helvetica-Bold", minWidth: 70, textAlign: "right" },
  twoColumns: { flexDirection: "row", marginBottom: 12 },
  column: { flex: 1, paddingRight: 12 },
  label: { fontSize: 7.5, color: colours.muted, textTransform: "uppercase", letterSpacing: 0.6, marginBottom: 2 },
  strong: { fontFamily: "Helvetica-Bold" },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 11, marginTop: 12, marginBottom: 4 },
  // react-pdf multiplies a unitless lineHeight by the fontSize of the same style (18 when absent).
  paragraph: { fontSize: 9, lineHeight: 1.35, marginBottom: 2 },
  tableHead: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: colours.ink, paddingBottom: 3, marginTop: 4, fontFamily: "Helvetica-Bold", fontSize: 8 },
  sectionRow: { backgroundColor: colours.band, paddingVertical: 3, paddingHorizontal: 4, marginTop: 6, fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: colours.rule, paddingVertical: 4 },
  cellDescription: { flex: 1, paddingHorizontal: 4 },
  cellQuantity: { width: 52, textAlign: "right" },
  cellUnit: { width: 40, paddingLeft: 4 },
  cellPrice: { width: 68, textAlign: "right" },
  cellAmount: { width: 76, textAlign: "right", paddingRight: 4 },
  optionalTag: { fontSize: 7.5, color: colours.brand, fontFamily: "Helvetica-Bold" },
  notIncluded: { color: colours.faint },
  totals: { marginTop: 10, marginLeft: "auto", width: 250 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grandTotal: { flexDirection: "row", justifyContent: "space-between", borderTopWidth: 1, borderTopColor: colours.ink, marginTop: 2, paddingTop: 4, fontFamily: "Helvetica-Bold", fontSize: 11 },
  box: { borderWidth: 1, borderColor: colours.rule, borderRadius: 3, padding: 8, marginTop: 10 },
  notice: { borderLeftWidth: 3, borderLeftColor: colours.brand, paddingLeft: 8, marginTop: 8 },
  link: { color: colours.brand },
  footer: { position: "absolute", bottom: 24, left: 40, right: 40, flexDirection: "row", justifyContent: "space-between", fontSize: 7.5, color: colours.faint },
});
