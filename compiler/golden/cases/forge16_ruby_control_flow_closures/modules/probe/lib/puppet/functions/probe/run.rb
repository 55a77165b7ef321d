module CF
  def self.find_first(list) = list.each { |x| return x * 10 if x > 1 } && :none
  def self.proc_return = (pr = proc { return :from_proc }; pr.call; :after)
  def self.lambda_return = (l = -> { return :from_lambda }; [l.call, :after])
  def self.ensure_value = begin; :body; ensure; :ensure_ignored; end
  def self.ensure_return = begin; return :body; ensure; @ens = :ran; end
  def self.ens = @ens
  def self.retry_count = (n = 0; begin; n += 1; raise 'again' if n < 3; n; rescue; retry; end)
  def self.yielder = [yield(1), yield(2, 3), block_given?]
  def self.next_in_yield = yielder { |a, b| next :skipped if a == 1; [a, b] }
  def self.break_from_block = [1, 2, 3].each { |x| break x * 100 if x == 2 }
  def self.counter = (c = 0; inc = -> { c += 1 }; 3.times(&inc); c)
  def self.shadow = (x = 1; [2].each { |y; x| x = y }; x)
  def self.redo_once = (r = []; t = false; [1, 2].each { |x| r << x; unless t; t = true; redo; end }; r)
  def self.loop_stop = (e = [1, 2].each; out = []; loop { out << e.next }; [out, (e.next rescue $!.class.name)])
  def self.throw_deep = catch(:found) { [[1, [2, 3]]].each { |a| a.flatten.each { |x| throw :found, x if x == 3 } }; nil }
  def self.while_value = (i = 0; r = while i < 3; i += 1; end; [r, i])
  def self.begin_until = (i = 10; begin; i += 1; end until true; i)
  def self.case_in_fallthrough(v) = case v; in Integer => n if n > 5 then :big; in Integer then :small; in String then :str; else :other; end
  def self.method_with_block_arg(&b) = [b.class.name, b.lambda?, b.arity]
  def self.implicit_hash_args(a, opts = {}) = [a, opts]
  def self.kwargs_mix(a, *r, k: 1, **o, &b) = [a, r, k, o]
  def self.default_from_other(a, b = a * 2, c = b + 1) = [a, b, c]
  def self.ret_multi = return 1, 2
  def self.and_or = [nil || :x, (false or :y), (1 and 2), (nil && :z), (x = nil) || :w]
end
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # return from block inside method
  def p0
    [CF.find_first([1, 2, 3]), CF.find_first([0]), CF.proc_return, CF.lambda_return]
  end

  # ensure semantics
  def p1
    [CF.ensure_value, CF.ensure_return, CF.ens]
  end

  # retry
  def p2
    CF.retry_count
  end

  # yield forms and next
  def p3
    [CF.yielder { |a, b| [a, b] }, CF.next_in_yield]
  end

  # break value and closures
  def p4
    [CF.break_from_block, CF.counter, CF.shadow, CF.redo_once]
  end

  # loop StopIteration and throw
  def p5
    [CF.loop_stop, CF.throw_deep, CF.while_value, CF.begin_until]
  end

  # case in with guards
  def p6
    [CF.case_in_fallthrough(9), CF.case_in_fallthrough(1), CF.case_in_fallthrough('s'), CF.case_in_fallthrough(nil)]
  end

  # block arg conversions
  def p7
    [CF.method_with_block_arg { |a, b| }, CF.method_with_block_arg(&:upcase), CF.method_with_block_arg(&->(x) {})]
  end

  # argument forms
  def p8
    [CF.implicit_hash_args(1, x: 2), CF.implicit_hash_args(1, { 'y' => 3 }), CF.kwargs_mix(1, 2, 3, k: 4, z: 5), CF.kwargs_mix(1, { k: 9 }), CF.default_from_other(1), CF.default_from_other(1, 5), CF.ret_multi, CF.and_or]
  end

  # kwargs errors
  def p9
    [(CF.kwargs_mix rescue $!.message), (CF.default_from_other rescue $!.message), (CF.implicit_hash_args(1, 2, 3) rescue $!.message), (->(a:) { a }.call rescue $!.message), (->(a:) { a }.call(b: 1) rescue $!.message), (->(x) { x }.call(1, 2) rescue $!.message)]
  end

  # proc argument splatting
  def p10
    [proc { |a, b| [a, b] }.call([1, 2]), proc { |a| a }.call(1, 2), lambda { |a, b| [a, b] }.call(*[1, 2]), proc { |a, (b, c)| [a, b, c] }.call(1, [2, 3]), proc { |*a, b| [a, b] }.call(1, 2, 3), [[1, [2, 3]]].map { |a, (b, c)| a + b + c }, { a: 1 }.map { |k, v| [k, v] }, { a: 1 }.map { |pair| pair }]
  end

  # numbered params and it-like
  def p11
    [[1, 2].map { _1 * 2 }, [[1, 2]].map { _1 + _2 }, [[1, 2]].map { _1 }, { a: 1 }.map { "#{_1}=#{_2}" }]
  end

  # define_method closures over loop var
  def p12
    k = Class.new; %w[a b c].each_with_index { |n, i| k.define_method(n) { i } }; o = k.new; [o.a, o.b, o.c]
  end

  # procs capturing and modifying outer
  def p13
    x = 10; add = ->(n) { x += n }; add.(1); add.(2); [x, add.arity, add.lambda?, proc { |a, b = 2| }.arity]
  end

  # object freeze in loops and dup
  def p14
    list = %w[a b].freeze; r = list.map { |s| s.dup << '!' }; [r, list, (list << 'c' rescue $!.class.name), list.frozen?, r.frozen?]
  end

  # safe navigation chains
  def p15
    h = { 'a' => { 'b' => nil } }; [h['a']&.fetch('b')&.upcase, h['x']&.size, h.dig('a', 'b')&.length, nil&.foo&.bar, 'x'&.then { _1 * 2 }]
  end

  # __method__ in blocks and define_method
  def p16
    k = Class.new { define_method(:dm) { __method__ }; def m = [1].map { __method__ }.first }; [k.new.dm, k.new.m]
  end

  # ObjectSpace-free memoization with ||=
  def p17
    c = Class.new { def v = @v ||= compute; def compute = (@n = (@n || 0) + 1); def n = @n }; o = c.new; [o.v, o.v, o.n, (h = {})[:k] ||= [], h]
  end

  # defined? forms
  def p18
    a = 1; [defined?(a), defined?(zz), defined?(String), defined?(@iv), defined?(puts), defined?(3 + 3), defined?(Nope::X), defined?(yield), defined?(super), defined?(@@cv), defined?($stdout)]
  end
end
