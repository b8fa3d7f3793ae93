import type { CargoAttribute } from '@machines/business/sku-review.machine';
import type { CertificateType } from '../../store/types/sku';

export interface Category {
  code: string;
  name: string;
  /** Six-digit HS heading the declarations extend to 8 or 10 digits. */
  hs: string;
  nouns: readonly string[];
  /** Romanised (pinyin): the .ts sources stay free of CJK characters. */
  nounsCn: readonly string[];
  attributes: readonly CargoAttribute[];
  certificates: readonly CertificateType[];
}

export const CATEGORIES: readonly Category[] = [
  {
    code: 'ELEC',
    name: 'Electronics',
    hs: '851830',
    nouns: ['Wireless Earbuds', 'Power Bank', 'USB-C Cable', 'Bluetooth Speaker', 'Smart Plug'],
    nounsCn: ['Wuxian Erji', 'Chongdianbao', 'Shujuxian', 'Lanya Yinxiang', 'Zhineng Chazuo'],
    attributes: ['WITH_BATTERY', 'WITH_BATTERY', 'PURE_BATTERY', 'GENERAL'],
    certificates: ['CE', 'FCC', 'RoHS', 'UKCA'],
  },
  {
    code: 'HOME',
    name: 'Home and Kitchen',
    hs: '392410',
    nouns: ['Storage Box', 'Glass Jar', 'Cutting Board', 'Wall Clock', 'Table Lamp'],
    nounsCn: ['Shouna He', 'Boli Guan', 'Caiban', 'Guazhong', 'Taideng'],
    attributes: ['GENERAL', 'GENERAL', 'FRAGILE'],
    certificates: ['FDA', 'CE'],
  },
  {
    code: 'TOYS',
    name: 'Toys',
    hs: '950300',
    nouns: ['Building Blocks', 'Plush Bear', 'Puzzle Set', 'RC Car', 'Kite'],
    nounsCn: ['Jimu', 'Maorong Xiong', 'Pintu', 'Yaokong Che', 'Fengzheng'],
    attributes: ['GENERAL', 'GENERAL', 'WITH_BATTERY'],
    certificates: ['EN71', 'CPSC', 'CE'],
  },
  {
    code: 'SPRT',
    name: 'Sports and Outdoors',
    hs: '950691',
    nouns: ['Yoga Mat', 'Water Bottle', 'Resistance Band', 'Camping Lantern', 'Jump Rope'],
    nounsCn: ['Yujia Dian', 'Shuibei', 'Lali Dai', 'Luying Deng', 'Tiaosheng'],
    attributes: ['GENERAL', 'GENERAL', 'WITH_BATTERY'],
    certificates: ['CE', 'OTHER'],
  },
  {
    code: 'APRL',
    name: 'Apparel',
    hs: '610910',
    nouns: ['Cotton T-Shirt', 'Knit Beanie', 'Running Socks', 'Rain Jacket', 'Canvas Tote'],
    nounsCn: ['Mian Txu', 'Zhenzhi Mao', 'Paobu Wa', 'Yuyi', 'Fanbu Bao'],
    attributes: ['TEXTILE'],
    certificates: ['OTHER', 'BRAND_AUTHORISATION'],
  },
  {
    code: 'BEAU',
    name: 'Beauty',
    hs: '330499',
    nouns: ['Face Serum', 'Hand Cream', 'Makeup Brush Set', 'Nail Polish', 'Hair Oil'],
    nounsCn: ['Jinghua Ye', 'Hushou Shuang', 'Huazhuang Shua', 'Zhijia You', 'Hufa You'],
    attributes: ['LIQUID', 'LIQUID', 'GENERAL'],
    certificates: ['FDA', 'MSDS', 'CE'],
  },
  {
    code: 'PETS',
    name: 'Pet Supplies',
    hs: '420100',
    nouns: ['Dog Leash', 'Cat Bed', 'Pet Bowl', 'Chew Toy', 'Grooming Brush'],
    nounsCn: ['Gou Qianyin Sheng', 'Mao Wo', 'Chongwu Wan', 'Yaojiao Wanju', 'Shuli Shua'],
    attributes: ['GENERAL'],
    certificates: ['OTHER'],
  },
  {
    code: 'AUTO',
    name: 'Automotive',
    hs: '870899',
    nouns: ['Phone Mount', 'Seat Cover', 'Tyre Inflator', 'Dash Camera', 'Floor Mat'],
    nounsCn: ['Shouji Zhijia', 'Zuoyi Tao', 'Chongqi Beng', 'Xingche Jiluyi', 'Jiaodian'],
    attributes: ['GENERAL', 'WITH_BATTERY'],
    certificates: ['CE', 'FCC', 'UKCA'],
  },
] as const;

export const ADJECTIVES = [
  'Classic',
  'Compact',
  'Deluxe',
  'Eco',
  'Pro',
  'Mini',
  'Ultra',
  'Travel',
  'Premium',
  'Basic',
];
export const ADJECTIVES_CN = [
  'Jingdian',
  'Xiaoqiao',
  'Haohua',
  'Huanbao',
  'Zhuanye',
  'Mini',
  'Chaoji',
  'Lvxing',
  'Gaoji',
  'Jichu',
];
export const MATERIALS = [
  'ABS plastic',
  'Aluminium',
  'Cotton',
  'Silicone',
  'Stainless steel',
  'Bamboo',
  'Glass',
  'Polyester',
];
export const PURPOSES = ['Everyday use', 'Gift', 'Outdoor use', 'Home use', 'Travel', 'Office use'];
/** Variant suffixes; they also exercise the punctuation a SKU code may contain. */
export const SKU_SUFFIXES = ['', '', '', '', '-BK', '/WH', '#2', '.V2', '_XL'];
export const ISSUERS = ['SGS', 'TUV Rheinland', 'Intertek', 'Bureau Veritas', 'UL Solutions'];

export const BRANDS: Record<string, readonly string[]> = {
  C001: ['Northwind', 'Kestrel', 'Arbor Lane'],
  C002: ['Blue Harbor', 'Tidewell', 'Saltmarsh'],
};
