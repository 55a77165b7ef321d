require 'deep_merge'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  # deep_merge gem bang
  def p0
    a = { 'a' => { 'x' => [1, 2], 'y' => 'old' }, 'b' => 1 }; a.deep_merge!({ 'a' => { 'x' => [3], 'y' => 'new', 'z' => nil }, 'c' => 2 }); a
  end

  # deep_merge non bang
  def p1
    a = { 'a' => { 'x' => 1 } }; r = a.deep_merge({ 'a' => { 'x' => 2, 'w' => 3 } }); [a, r]
  end

  # ko_deep_merge knockout
  def p2
    a = { 'l' => %w[a b c] }; a.ko_deep_merge!({ 'l' => ['--b', 'd'] }); a
  end

  # DeepMerge.deep_merge options
  def p3
    DeepMerge.deep_merge!({ 'k' => [1], 'h' => { 'v' => nil } }, { 'k' => [2], 'h' => { 'v' => 'keep' } }, merge_hash_arrays: true, preserve_unmergeables: false)
  end

  # DeepMerge merge_nil_values and sort
  def p4
    [DeepMerge.deep_merge!({ 'v' => nil }, { 'v' => 'dest' }, merge_nil_values: true), DeepMerge.deep_merge!({ 'l' => [3, 1] }, { 'l' => [2] }, sort_merged_arrays: true)]
  end

  # DeepMerge preserve_unmergeables
  def p5
    DeepMerge.deep_merge!({ 'a' => 'str' }, { 'a' => { 'h' => 1 } }, preserve_unmergeables: true)
  end

  # Marshal deep copy
  def p6
    orig = { 'a' => ['x', { 'b' => 'y' }] }; copy = Marshal.load(Marshal.dump(orig)); copy['a'][1]['b'] << '!'; [orig, copy]
  end

  # Marshal dump bytes
  def p7
    [Marshal.dump([1, 'a', :b, nil, true, 1.5]).bytes.size, Marshal.dump('x').unpack('C*')]
  end

  # recursive merge helper
  def p8
    m = ->(x, y) { x.merge(y) { |_k, o, n| o.is_a?(Hash) && n.is_a?(Hash) ? m.(o, n) : n } }; m.({ 'a' => { 'b' => 1, 'c' => 2 } }, { 'a' => { 'c' => 3 }, 'd' => 4 })
  end

  # Hash#merge several with block
  def p9
    { 'a' => 1 }.merge({ 'a' => 2, 'b' => 2 }, { 'b' => 3 }) { |k, o, n| o + n }
  end

  # dup vs clone shallow
  def p10
    h = { 'a' => [1] }.freeze; d = h.dup; c = h.clone; c2 = h.clone(freeze: false); d['a'] << 2; [h, d.frozen?, c.frozen?, c2.frozen?]
  end

  # object_id stable and equal
  def p11
    s = 'x'; [s.object_id == s.object_id, s.dup.equal?(s), :a.object_id == :a.object_id]
  end

  # deep freeze helper
  def p12
    df = ->(o) { o.each { |*e| e.flatten.each { |v| df.(v) if v.respond_to?(:each) } } if o.respond_to?(:each); o.freeze }; v = df.({ 'a' => ['b'] }); [v.frozen?, v['a'].frozen?, (v['a'] << 'c' rescue $!.class.name)]
  end

  # deep sort keys
  def p13
    ds = ->(o) { case o when Hash then o.keys.sort.each_with_object({}) { |k, h| h[k] = ds.(o[k]) } when Array then o.map { |e| ds.(e) } else o end }; ds.({ 'b' => { 'z' => 1, 'a' => [{ 'y' => 1, 'x' => 2 }] }, 'a' => 0 })
  end

  # transform_keys with hash and recursion
  def p14
    [{ a: 1, b: 2 }.transform_keys({ a: :x }), { 'a' => { 'b' => 1 } }.transform_keys(&:to_sym), { a: 1 }.transform_keys({ a: 'A' }) { |k| k.to_s * 2 }]
  end

  # hash default proc autoviv
  def p15
    h = Hash.new { |hh, k| hh[k] = Hash.new(&hh.default_proc) }; h['a']['b']['c'] = 1; [h, h.default_proc.arity, h.to_a]
  end
end
