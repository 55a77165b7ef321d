require 'digest'
Puppet::Functions.create_function(:'probe::rb') do
  def rb()
    h = Digest::SHA256.digest('secret')
    sc = (0x20..0x7E).to_a.map(&:chr).freeze - ['$']
    s = String.new(capacity: 20)
    out = []
    out << h.encoding.to_s << h.bytesize.to_s << h.length.to_s << sc.length.to_s
    out << (0...6).map { |i| h[i].ord }.inspect
    out << h.bytes.first(6).inspect
    out << s.encoding.to_s
    s << sc[h[0].ord % sc.length]
    out << s.inspect
    out << (h[0, 3].bytes.inspect)
    t = String.new(capacity: 10); t << 'ab' << h[0, 2]; out << t.bytes.inspect << t.encoding.to_s
    out << 6.anybits?(1).to_s << 7.anybits?(1).to_s
    out << ("ab" * 3) << ('%03d' % 5) << "$A".unpack1('H*')
    u = "pässwörd"; v = String.new(capacity: 4); 
    begin; v << u << h; out << "no error " + v.encoding.to_s; rescue => e; out << e.class.to_s + ': ' + e.message; end
    begin; w = u + h; out << "plus ok"; rescue => e; out << e.class.to_s + ': ' + e.message; end
    out.join("\n")
  end
end
