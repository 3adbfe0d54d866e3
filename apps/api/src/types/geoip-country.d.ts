declare module 'geoip-country' {
  type Lookup = { country: string; name?: string; native?: string; continent?: string };
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
