Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # fetch errors and defaults
  def p0
    h = { 'a' => 1, b: nil }; [(h.fetch('x') rescue [$!.class.name, $!.message, $!.key, $!.receiver == h]), (h.fetch(:zz) rescue $!.message), h.fetch('x', :d), h.fetch('x') { |k| "blk #{k}" }, h.fetch(:b, :d), h.dig(:b), (h.dig('a', 'x') rescue [$!.class.name, $!.message])]
  end

  # default vs fetch and key?
  def p1
    h = Hash.new(0); h[:x] += 1; [h[:missing], h.fetch(:missing, 'f'), h.key?(:missing), h.size, h.to_a, h.default, Hash.new { |hh, k| k * 2 }[3], Hash.new { |hh, k| k * 2 }.fetch(3, :no)]
  end

  # enumerable on hashes
  def p2
    h = { b: 2, a: 1, c: 3 }; [h.min_by { |_, v| v }, h.sort_by { |k, _| k }.first, h.sum { |_, v| v }, h.count { |_, v| v > 1 }, h.find { |_, v| v == 2 }, h.each_with_index.map { |(k, v), i| "#{i}#{k}#{v}" }, h.partition { |_, v| v.odd? }.map(&:to_h), h.group_by { |_, v| v.odd? }.keys, h.each_slice(2).to_a.size, h.inject(0) { |s, (_, v)| s + v }, h.flat_map { |k, v| [k] * v }.size, h.filter_map { |k, v| k if v > 1 }, h.zip([1]).first, h.each_with_object({}) { |(k, v), o| o[v] = k }, h.max_by(2) { |_, v| v }.to_h]
  end

  # slice except and filters
  def p3
    h = { 'a' => 1, 'b' => 2, 'c' => nil }; [h.slice('a', 'z'), h.except('a'), h.select { |_, v| v }, h.reject { |_, v| v.nil? }, h.filter_map { |k, v| "#{k}=#{v}" if v }, h.compact, h.min_by { |_, v| v.to_i }, h.sort_by { |_, v| v.to_i }.map(&:first), h.sum([]) { |k, _| [k] }]
  end

  # merge update with block and nil
  def p4
    a = { x: 1, y: { z: 1 } }; [a.merge(x: nil), a.merge({ x: 2 }) { |_k, o, n| [o, n] }, a.update(w: 0).keys, a.merge, a.to_a.transpose, a.invert.keys.map(&:class).map(&:name), a.any? { |k, v| v.nil? }, a.all? { |(k, v)| k.is_a?(Symbol) }, a.find_all { |k, _| k == :x }]
  end

  # keys values order and mutation during iteration
  def p5
    h = { 1 => :a, 2 => :b }; out = []; h.each { |k, v| out << k; h[k] = v.to_s }; [out, h, (h.each { |k, _| h[k + 10] = 1 } rescue [$!.class.name, $!.message]), (h.each { |k, _| h.delete(k) }; h)]
  end

  # hash from arrays and zips
  def p6
    [%w[a b].zip([1, 2]).to_h, Hash[%w[a b].zip([1])], %w[a b].each_with_index.to_h, %w[x y].to_h { |s| [s, s.upcase] }, [[1, 2], [1, 3]].to_h, (Hash[[1, 2, 3]] rescue [$!.class.name, $!.message]), [[:a, 1]].each_with_object(Hash.new { |h, k| h[k] = [] }) { |(k, v), acc| acc[k] << v }]
  end

  # compare and inspect with defaults
  def p7
    h = Hash.new(5); h[:a] = 1; [h == { a: 1 }, h.inspect, h.to_s, { a: 1 }.eql?(h), h.hash == { a: 1 }.hash, h.dup.default, h.to_h.default, Hash[h].default, h.select { true }.default, h.merge({}).default]
  end

  # string keys are deduped frozen copies
  def p8
    s = +'k'; h = {}; h[s] = 1; h.keys.first << 'x' rescue [$!.class.name, $!.message.sub(/0x\h+/, 'X')]
  end

  # nested default procs and dig
  def p9
    tree = Hash.new { |hh, k| hh[k] = Hash.new(&hh.default_proc) }; tree['a']['b']['c'] = 1; [tree.dig('a', 'b', 'c'), tree.dig('x', 'y'), tree.keys, tree['q'].class.name, tree.keys]
  end

  # sort of hash and to_a
  def p10
    h = { 'b' => 1, 'a' => 2, 'C' => 3 }; [h.sort, h.sort.to_h.keys, h.sort_by { |k, _| k.downcase }.to_h.keys, h.min, h.max_by { |_, v| v }, h.sort { |(_, a), (_, b)| b <=> a }.map(&:first), h.keys.sort_by(&:downcase)]
  end

  # Hash#map to_h round trips
  def p11
    h = { a: 1, b: 2 }; [h.map { |k, v| [k.to_s, v * 10] }.to_h, h.to_h { |k, v| [v, k] }, h.transform_values.with_index { |v, i| v + i }, h.each_pair.to_a, h.sum { |_, v| v.to_f }]
  end
end
