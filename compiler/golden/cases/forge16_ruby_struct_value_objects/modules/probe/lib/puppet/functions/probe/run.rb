Rule = Struct.new(:name, :port, :proto) do
  def to_s = "#{proto}/#{port} #{name}"
  def <=>(o) = port <=> o.port
  include Comparable
end
KRule = Struct.new(:name, :port, keyword_init: true)
Pair = Struct.new(:a, :b)
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # construction forms
  def p0
    [Rule.new('ssh', 22, 'tcp').to_a, Rule.new('dns', 53).proto, KRule.new(name: 'x', port: 1).to_h, (KRule.new('x', 1) rescue [$!.class.name, $!.message]), (Rule.new(1, 2, 3, 4) rescue [$!.class.name, $!.message]), Pair.new(1).b]
  end

  # accessors and members
  def p1
    r = Rule.new('ssh', 22, 'tcp'); [r.name, r[:port], r['proto'], r[0], r[-1], r.members, Rule.members, r.size, r.values, r.to_h { |k, v| [k.to_s, v] }, (r[:nope] rescue [$!.class.name, $!.message]), (r[5] rescue [$!.class.name, $!.message])]
  end

  # mutation and equality
  def p2
    a = Pair.new(1, [2]); b = Pair.new(1, [2]); c = a.dup; c.b << 3; a2 = Pair.new(1, 2); a2.a = 9; a2[:b] = 8; [a == b, a.eql?(b), a.equal?(b), a.hash == b.hash, a.b, a2.to_a, { a => 1 }[Pair.new(1, [2, 3])]]
  end

  # comparable and sorting structs
  def p3
    rs = [Rule.new('https', 443, 'tcp'), Rule.new('ssh', 22, 'tcp'), Rule.new('dns', 53, 'udp')]; [rs.sort.map(&:name), rs.max.to_s, rs.min_by(&:name).name, rs.sort_by { |x| [x.proto, -x.port] }.map(&:port), rs.group_by(&:proto).transform_values { |v| v.map(&:port) }, rs.map(&:to_s)]
  end

  # each and enumerable
  def p4
    r = Rule.new('ssh', 22, 'tcp'); [r.each.to_a, r.each_pair.to_a, r.select { |v| v.is_a?(String) }, r.to_a.compact, r.values_at(0, 2), r.dig(:name), Pair.new({ k: [1] }, nil).dig(:a, :k, 0)]
  end

  # inspect and to_s
  def p5
    [Pair.new(1, 'x').inspect, KRule.new(name: 'n').inspect, Rule.new('a', 1, 'b').to_s, Struct.new(:q).new(2).inspect, Pair.new(Pair.new(1, 2), nil).inspect]
  end

  # deconstruct and pattern matching
  def p6
    r = Rule.new('ssh', 22, 'tcp'); m = case r; in { name: String => n, port: Integer => p } then "#{n}:#{p}"; end; arr = case Pair.new(1, 2); in [x, y] then x + y; end; [m, arr, r.deconstruct_keys([:name]), r.deconstruct]
  end

  # to_json and yaml of struct
  def p7
    require 'json'; require 'yaml'; [Pair.new(1, 2).to_h.to_json, Pair.new(1, 2).to_a.to_json, (Pair.new(1, 2).to_json rescue $!.class.name)]
  end

  # frozen struct
  def p8
    f = Pair.new(1, 2).freeze; [(f.a = 3 rescue [$!.class.name]), f.frozen?, f.dup.frozen?]
  end
end
