/** Development's sample facts: the ATO's own example ABN and an invented licence. Documents drawn with them say SAMPLE. */
export const sampleBusinessFacts = {
  licenceNumber: "123456C",
  licensedName: "Orbit Painting",
  abn: "51 824 753 556",
  bank: { accountName: "Orbit Painting", bsb: "000-000", accountNumber: "00000000" },
  payId: "payments@orbitpainting.com.au",
} as const;
