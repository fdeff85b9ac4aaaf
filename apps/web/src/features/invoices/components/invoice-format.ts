/** Amounts as a GST document was issued: two decimals in its own locale (currency said once). */
export function useInvoiceFormat(doc: { locale: string; timeZone: string }) {
  const amount = new Intl.NumberFormat(doc.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const when = new Intl.DateTimeFormat(doc.locale, {
    timeZone: doc.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  });
  return {
    money: (n: number) => amount.format(n),
    dateTime: (iso: string) => when.format(new Date(iso)),
  };
}
