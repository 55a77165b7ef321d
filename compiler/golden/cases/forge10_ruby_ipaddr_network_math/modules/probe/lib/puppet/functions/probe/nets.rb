# IPAddr as network modules use it (bind reverse zones, firewall/network subnet math, unbound/
# dhcp validation), each rescued. Written for this case.
require 'ipaddr'

Puppet::Functions.create_function(:'probe::nets') do
  def nets
    checks = {
      'mask'        => -> { IPAddr.new('192.168.1.77').mask(24).to_s },
      'prefix'      => -> { IPAddr.new('10.1.2.0/23').prefix },
      'to_range'    => -> { r = IPAddr.new('10.0.0.0/30').to_range; [r.first.to_s, r.last.to_s, r.map(&:to_s)] },
      'include'     => -> { [IPAddr.new('10.0.0.0/8').include?('10.2.3.4'), IPAddr.new('10.0.0.0/8') === IPAddr.new('11.0.0.1')] },
      'v6'          => -> { a = IPAddr.new('2001:DB8::1/64'); [a.to_s, a.to_string, a.ipv6?, a.prefix, a.reverse] },
      'v4_mapped'   => -> { IPAddr.new('192.168.0.1').ipv4_mapped.to_s },
      'native'      => -> { IPAddr.new('::ffff:10.1.1.1').native.to_s },
      'private'     => -> { %w[10.1.1.1 172.20.0.1 192.168.5.5 8.8.8.8 fd00::1].map { |x| IPAddr.new(x).private? } },
      'loopback'    => -> { %w[127.0.0.1 ::1 10.0.0.1].map { |x| IPAddr.new(x).loopback? } },
      'link_local'  => -> { %w[169.254.1.1 fe80::1].map { |x| IPAddr.new(x).link_local? } },
      'to_i'        => -> { [IPAddr.new('1.2.3.4').to_i, IPAddr.new(16909060, Socket::AF_INET).to_s] },
      'hton'        => -> { IPAddr.new('1.2.3.4').hton.bytes },
      'succ'        => -> { IPAddr.new('10.0.0.255').succ.to_s },
      'compare'     => -> { %w[10.0.0.10 10.0.0.9 9.255.255.255].map { |x| IPAddr.new(x) }.sort.map(&:to_s) },
      'eql'         => -> { [IPAddr.new('10.0.0.1') == '10.0.0.1', IPAddr.new('10.0.0.0/24') == IPAddr.new('10.0.0.5/24')] },
      'inspect'     => -> { IPAddr.new('10.0.0.0/24').inspect },
      'netmask_str' => -> { IPAddr.new('10.0.0.0/255.255.255.0').prefix },
      'invalid'     => -> { IPAddr.new('300.1.1.1') },
      'invalid_msg' => -> { begin; IPAddr.new('nope'); rescue IPAddr::InvalidAddressError => e; e.message; end },
      'bitops'      => -> { [(IPAddr.new('10.1.2.3') & 0xffffff00).to_s, (IPAddr.new('10.1.2.3') | 0xff).to_s, (~IPAddr.new('0.0.0.255')).to_s] },
      'shift'       => -> { (IPAddr.new('0.0.0.1') << 8).to_s },
      'family'      => -> { [IPAddr.new('1.1.1.1').family == Socket::AF_INET, IPAddr.new('::1').family == Socket::AF_INET6] },
      'ip6_arpa'    => -> { IPAddr.new('2001:db8::/32').ip6_arpa },
      'ip6_int'     => -> { IPAddr.new('::1').ip6_int rescue 'err' },
      'zone'        => -> { IPAddr.new('fe80::1%eth0').to_s },
      'ntop'        => -> { IPAddr.ntop("\x0a\x00\x00\x01".b) },
      'new_ntoh'    => -> { IPAddr.new_ntoh("\x0a\x00\x00\x02".b).to_s },
      'hash_key'    => -> { { IPAddr.new('1.1.1.1') => 1 }.key?(IPAddr.new('1.1.1.1')) },
    }
    checks.map do |k, f|
      v = begin
            f.call.inspect
          rescue StandardError => e
            e.class.name
          end
      "#{k}=#{v}"
    end
  end
end
