/**
 * Payout banks per country (issue 19: the bank at withdrawal is chosen, not typed). The brand's
 * country follows its currency; a currency without a list keeps the free-text bank name.
 * `name` is what is stored and sent to the payout provider; `localName` is shown in the country's language.
 */
export interface Bank {
  code: string;
  name: string;
  localName: string;
}

const COUNTRY_OF_CURRENCY: Record<string, string> = { THB: 'TH', VND: 'VN', MYR: 'MY' };

const BANKS: Record<string, Bank[]> = {
  TH: [
    { code: 'BBL', name: 'Bangkok Bank', localName: 'ธนาคารกรุงเทพ' },
    { code: 'KBANK', name: 'Kasikorn Bank', localName: 'ธนาคารกสิกรไทย' },
    { code: 'KTB', name: 'Krungthai Bank', localName: 'ธนาคารกรุงไทย' },
    { code: 'SCB', name: 'Siam Commercial Bank', localName: 'ธนาคารไทยพาณิชย์' },
    { code: 'BAY', name: 'Bank of Ayudhya (Krungsri)', localName: 'ธนาคารกรุงศรีอยุธยา' },
    { code: 'TTB', name: 'TMBThanachart Bank', localName: 'ธนาคารทหารไทยธนชาต' },
    { code: 'GSB', name: 'Government Savings Bank', localName: 'ธนาคารออมสิน' },
    { code: 'BAAC', name: 'Bank for Agriculture and Agricultural Cooperatives', localName: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
    { code: 'UOBT', name: 'UOB Thailand', localName: 'ธนาคารยูโอบี' },
    { code: 'CIMBT', name: 'CIMB Thai Bank', localName: 'ธนาคารซีไอเอ็มบี ไทย' },
    { code: 'KKP', name: 'Kiatnakin Phatra Bank', localName: 'ธนาคารเกียรตินาคินภัทร' },
    { code: 'LHB', name: 'Land and Houses Bank', localName: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
    { code: 'TISCO', name: 'TISCO Bank', localName: 'ธนาคารทิสโก้' },
    { code: 'GHB', name: 'Government Housing Bank', localName: 'ธนาคารอาคารสงเคราะห์' },
  ],
  VN: [
    { code: 'VCB', name: 'Vietcombank', localName: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
    { code: 'BIDV', name: 'BIDV', localName: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
    { code: 'CTG', name: 'VietinBank', localName: 'Ngân hàng TMCP Công Thương Việt Nam' },
    { code: 'AGR', name: 'Agribank', localName: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
    { code: 'TCB', name: 'Techcombank', localName: 'Ngân hàng TMCP Kỹ Thương Việt Nam' },
    { code: 'MB', name: 'MB Bank', localName: 'Ngân hàng TMCP Quân đội' },
    { code: 'ACB', name: 'ACB', localName: 'Ngân hàng TMCP Á Châu' },
  ],
  MY: [
    { code: 'MBB', name: 'Maybank', localName: 'Maybank' },
    { code: 'CIMB', name: 'CIMB Bank', localName: 'CIMB Bank' },
    { code: 'PBB', name: 'Public Bank', localName: 'Public Bank' },
    { code: 'RHB', name: 'RHB Bank', localName: 'RHB Bank' },
    { code: 'HLB', name: 'Hong Leong Bank', localName: 'Hong Leong Bank' },
    { code: 'AMB', name: 'AmBank', localName: 'AmBank' },
  ],
};

/** The country and its banks for a currency; `banks` is empty when the country has no list. */
export function banksForCurrency(currency: string): { country: string | null; banks: Bank[] } {
  const country = COUNTRY_OF_CURRENCY[currency.toUpperCase()] ?? null;
  return { country, banks: country ? (BANKS[country] ?? []) : [] };
}

/** The listed bank a typed or chosen value names (its code or either name), or undefined. */
export function findBank(banks: readonly Bank[], value: string): Bank | undefined {
  const v = value.trim().toLowerCase();
  return banks.find((b) => b.code.toLowerCase() === v || b.name.toLowerCase() === v || b.localName.toLowerCase() === v);
}
