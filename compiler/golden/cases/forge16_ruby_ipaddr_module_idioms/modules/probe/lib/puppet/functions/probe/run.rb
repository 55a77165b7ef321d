require 'ipaddr'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  # include and to_range
  def p0
    n = IPAddr.new('10.96.0.0/12'); [n.include?(IPAddr.new('10.100.1.1')), n.include?('10.112.0.1'), n.to_range.first.to_s, n.to_range.last.to_s, n.to_s, n.inspect]
  end

  # first ip in cidr
  def p1
    n = IPAddr.new('172.16.0.0/16'); [n.to_range.first(3).map(&:to_s), n.succ.to_s, (n | 1).to_s, n.prefix, n.to_string]
  end

  # mask and netmask
  def p2
    ip = IPAddr.new('192.168.10.77'); [ip.mask(24).to_s, ip.mask('255.255.0.0').to_s, IPAddr.new('192.168.0.0/255.255.248.0').prefix, ip.mask(24).inspect]
  end

  # ipv6 forms
  def p3
    v6 = IPAddr.new('2001:db8::1/64'); [v6.to_s, v6.to_string, v6.prefix, v6.ipv6?, v6.ipv4?, IPAddr.new('::ffff:10.0.0.1').ipv4_mapped?, IPAddr.new('::ffff:10.0.0.1').native.to_s]
  end

  # reverse and arpa
  def p4
    [IPAddr.new('10.1.2.3').reverse, IPAddr.new('2001:db8::1').reverse, IPAddr.new('192.168.1.0/24').reverse]
  end

  # compare and sort
  def p5
    %w[10.0.0.10 10.0.0.2 9.255.255.255 10.0.0.1].map { |s| IPAddr.new(s) }.sort.map(&:to_s)
  end

  # private loopback link_local
  def p6
    %w[10.1.1.1 172.20.0.1 192.168.1.1 8.8.8.8 127.0.0.1 169.254.1.1 fe80::1 ::1 fc00::1].map { |s| a = IPAddr.new(s); [s, a.private?, a.loopback?, a.link_local?] }
  end

  # hton and to_i
  def p7
    ip = IPAddr.new('1.2.3.4'); [ip.to_i, ip.hton.bytes, IPAddr.new(16909060, Socket::AF_INET).to_s, IPAddr.new_ntoh("\x01\x02\x03\x04".b).to_s]
  end

  # invalid address errors
  def p8
    ['300.1.1.1', '10.0.0.0/33', 'foo', '1.2.3', ''].map { |s| begin; IPAddr.new(s).to_s; rescue IPAddr::Error, ArgumentError => e; [e.class.name, e.message]; end }
  end

  # eql and hash
  def p9
    [IPAddr.new('10.0.0.1') == IPAddr.new('10.0.0.1'), IPAddr.new('10.0.0.1') == '10.0.0.1', IPAddr.new('10.0.0.0/8').eql?(IPAddr.new('10.0.0.0/8')), [IPAddr.new('1.1.1.1'), IPAddr.new('1.1.1.1')].uniq.size]
  end

  # network arithmetic
  def p10
    net = IPAddr.new('10.0.0.0/30'); [net.to_range.map(&:to_s), net.to_range.count, (IPAddr.new('10.0.0.5') + 3).to_s, (IPAddr.new('10.0.0.5') - 1).to_s]
  end

  # cidr string helper
  def p11
    ip = IPAddr.new('10.20.30.40/20'); "#{ip}/#{ip.prefix}"
  end

  # ipv4_compat and zone
  def p12
    [(IPAddr.new('fe80::1%eth0').to_s rescue $!.class.name), IPAddr.new('0.0.0.0/0').include?(IPAddr.new('8.8.8.8')), IPAddr.new('::/0').prefix]
  end

  # ip_in_cidr style validation
  def p13
    cidrs = ['10.0.0.0/8', '192.168.0.0/16']; %w[10.2.3.4 192.169.0.1 192.168.255.255].map { |a| cidrs.any? { |c| IPAddr.new(c).include?(a) } }
  end

  # Resolv IP patterns
  def p14
    require 'resolv'; ['10.0.0.1', '::1', '1.2.3.256', 'fe80::1:2'].map { |s| [s =~ Resolv::IPv4::Regex ? true : false, s =~ Resolv::IPv6::Regex ? true : false] }
  end
end
