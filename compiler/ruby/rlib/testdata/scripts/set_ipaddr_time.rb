# Set, IPAddr and Time through the runtime.
# (show: testdata/show.rb)

show('set') { s = Set.new([3, 1, 3]); s << 2; [s.size, s.include?(1), s.to_a, s.inspect, s.to_s] }
show('set ops') { a = Set[1, 2, 3]; b = Set[2, 3, 4]; [(a | b).to_a, (a & b).to_a, (a - b).to_a, (a ^ b).to_a.sort] }
show('subset') { [Set[1].subset?(Set[1, 2]), Set[1, 2].superset?(Set[3]), Set[1] <= Set[1], Set[1] < Set[1]] }
show('to_set') { [1, 2, 2].to_set.size }
show('set eq') { [Set[1, 2] == Set[2, 1], Set[1] == [1], Set[1, 2].eql?(Set[2, 1])] }
show('set yaml') { Set.new([1, 'a']).to_yaml }
show('set json') { Set.new([1]).to_json }
show('set map') { Set[1, 2].map { |x| x * 10 }.sort }
show('set select') { s = Set[1, 2, 3, 4]; s.select! { |x| x.even? }; s.to_a }
show('set delete') { s = Set[1, 2]; [s.delete?(5), s.delete?(1).to_a, s.add?(2), s.add?(7).size] }
show('set classify') { Set[1, 2, 3].classify(&:odd?).transform_values(&:to_a) }
show('set bad') { Set.new(5) }

show('ip') { IPAddr.new('192.168.1.77/24') }
show('ip to_s') { [IPAddr.new('192.168.1.77/24').to_s, IPAddr.new('2001:db8::1/64').to_s] }
show('ip range') { r = IPAddr.new('10.0.0.0/30').to_range; [r.first.to_s, r.last.to_s] }
show('ip include') { IPAddr.new('10.0.0.0/8').include?(IPAddr.new('10.1.2.3')) }
show('ip include str') { IPAddr.new('10.0.0.0/8').include?('11.0.0.1') }
show('ip include bad') { IPAddr.new('10.0.0.0/8').include?('junk') }
show('ip v6?') { [IPAddr.new('::1').ipv6?, IPAddr.new('1.2.3.4').ipv4?] }
show('ip invalid') { IPAddr.new('1.2.3.256') }
show('ip invalid class') { begin; IPAddr.new('x'); rescue IPAddr::InvalidAddressError => e; e.class.ancestors.take(4); end }
show('ip prefix bits') { IPAddr.new('ffff:ffff:ffff:ffff::').to_i.to_s(2).count('1') }
show('ip mask') { IPAddr.new('10.1.2.3').mask(16).to_s }
show('ip ==') { IPAddr.new('10.1.2.3') == '10.1.2.3' }
show('ip <=>') { [IPAddr.new('10.0.0.1') <=> IPAddr.new('10.0.0.2'), IPAddr.new('10.0.0.1') <=> '::1'] }
show('ip sort') { %w[10.0.0.2 10.0.0.1 9.9.9.9].map { |a| IPAddr.new(a) }.sort.map(&:to_s) }
show('ip yaml') { IPAddr.new('10.0.0.0/8').to_yaml }
show('ip hton') { IPAddr.new('1.2.3.4').hton.bytes }
show('ip mapped') { IPAddr.new('1.2.3.4').ipv4_mapped.to_s }
class Cidr < IPAddr
  def initialize(addr, family = Socket::AF_UNSPEC)
    super(addr, family)
  rescue ArgumentError => e
    raise ArgumentError, "Invalid address from IPAddr.new: #{addr}" if e.message.match?(/invalid address/)
    raise e
  end

  def netmask
    _to_string(@mask_addr)
  end

  def prefixlen
    (@mask_addr & (@family == Socket::AF_INET ? IN4MASK : IN6MASK)).to_s(2).count('1')
  end

  def cidr
    "#{self}/#{prefixlen}"
  end
end
show('subclass') { c = Cidr.new('192.168.0.5/255.255.255.0'); [c.class, c.cidr, c.netmask, c.to_range.first.class] }
show('subclass bad') { Cidr.new('999.1.1.1') }
show('enclose_ipv6') { ip = IPAddr.new('fe80::1'); ip.ipv6? ? "[#{ip}]" : ip.to_s }

t = Time.at(1_600_000_000).utc
show('time') { [t.to_s, t.inspect, t.year, t.month, t.day, t.hour, t.wday, t.yday, t.to_i, t.utc?] }
show('strftime') { t.strftime('%Y-%m-%d %H:%M:%S %z %A %j %s') }
show('iso8601') { [t.iso8601, t.iso8601(3), t.xmlschema, t.httpdate, t.rfc2822] }
show('offset') { Time.at(1_600_000_000, in: '+05:30').strftime('%F %T %:z') }
show('utc new') { Time.utc(2020, 2, 29, 12, 30, 15).to_s }
show('utc bad') { Time.utc(2020, 13, 1) }
show('arith') { [(t + 60).to_s, (t - 3600).to_s, (t + 1.5).usec, t - Time.at(1_599_999_000)] }
show('cmp') { [t < t + 1, t == Time.at(1_600_000_000), [t + 5, t].min == t] }
show('parse iso') { Time.parse('2020-09-13T12:26:40Z').to_i }
show('parse openssl') { Time.parse('Sep 13 12:26:40 2020 GMT').to_i }
show('parse rfc2822') { Time.parse('Sun, 13 Sep 2020 12:26:40 +0000').to_i }
show('iso8601 parse') { Time.iso8601('2020-09-13T12:26:40.5+02:00').strftime('%F %T.%L %:z') }
show('iso8601 bad') { Time.iso8601('13/09/2020') }
show('time yaml') { [t].to_yaml }
show('time json') { { 't' => t }.to_json }
show('getlocal') { t.getlocal('+01:00').strftime('%H:%M %z') }
[[2020, 13, 1], [2020, 0, 1], [2020, 1, 32], [2020, 1, 0], [2020, 1, 1, 25], [2020, 1, 1, 24, 1], [2020, 1, 1, 1, 60],
 [2020, 1, 1, 1, 1, 61], [2020, 1, 1, 1, 1, 60], [2020, 2, 30], [2020, 1, 1, -1], [2020, 'feb', 3], [2020, '3', '4']].each do |a|
  show("utc #{a.inspect}") { Time.utc(*a).to_s }
end
show('ip from int') { IPAddr.new(167772161, Socket::AF_INET).to_yaml }
[false, true, nil, 1, 1.5, [1], {}, :sym].each { |v| show("IPAddr.new(#{v.inspect})") { IPAddr.new(v) } }
show("IPAddr.new(1, AF_INET)") { IPAddr.new(1, Socket::AF_INET).to_s }
show("IPAddr.new(nil, AF_INET6)") { IPAddr.new(nil, Socket::AF_INET6).to_s }
show("IPAddr.new(1, 99)") { IPAddr.new(1, 99) }
