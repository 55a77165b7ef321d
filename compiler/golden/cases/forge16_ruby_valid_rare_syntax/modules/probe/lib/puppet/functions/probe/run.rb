module VS
  A = Module.new
  def self.g = format 'x%s', 1
  def self.h(...) = VS.g(...) rescue nil
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

  # trailing comma in call
  def p0
    [1, 2].push(3,)
  end

  # hash value omission
  def p1
    x = 1; y = 'why'; { x:, y: }
  end

  # call keyword value omission
  def p2
    def kw(a:, b: 2) = [a, b]; a = 5; kw(a:)
  end

  # endless def with command call
  def p3
    VS.g
  end

  # nested numbered parameters
  def p4
    [[1, 2]].map { |o| o.map { _1 * 10 } }
  end

  # ternary without spaces
  def p5
    c = true ?1:2; d = false ?'t':'f'; [c, d]
  end

  # safe navigation op assign
  def p6
    s = Struct.new(:n).new(1); s&.n += 5; t = nil; t&.n; [s.n, t]
  end

  # pin expression in pattern
  def p7
    case 2; in ^(1 + 1) then :two; else :other; end
  end

  # adjacent string literals
  def p8
    "ab" 'cd' "#{1}e"
  end

  # next with several values
  def p9
    [1].map { next 1, 2 }
  end

  # begin end while runs once
  def p10
    i = 0; begin; i += 1; end while false; i
  end

  # pin of instance variable and expression
  def p11
    @v = 3; case 3; in ^@v then :pinned; end
  end

  # rightward assignment and one line in
  def p12
    { name: 'n', port: 1 } => { name: }; [name, (1 in Integer), ({ a: 1 } in { a: String })]
  end

  # find pattern
  def p13
    case [1, 'x', 3, 'y']; in [*, String => s, *post] then [s, post]; end
  end

  # hash shorthand in array and block args
  def p14
    ->(k:, **) { k }.call(k: 1, z: 2)
  end

  # anonymous block forwarding style
  def p15
    def fwd(&) = [1, 2].map(&); fwd { _1 + 1 }
  end

  # numbered param in lambda
  def p16
    -> { _1 * 2 }.call(21)
  end

  # multiple assignment with splat in middle
  def p17
    a, *b, c = 1, 2, 3, 4; [a, b, c]
  end

  # conditional modifiers chained
  def p18
    v = 5; r = (v > 3 and v < 10) ? 'in' : 'out'; r2 = v unless v.zero?; [r, r2]
  end

  # heredoc with method call and squiggly
  def p19
    <<~EOS.lines.map(&:strip).join('|')
      first
        second
      third
    EOS
  end

  # character and percent literals
  def p20
    [?a, ?\n, %s(sym), %q(it's), %Q(#{1 + 1}), %r{a/b}i.source, %w[a\ b c]]
  end

  # __method__ in endless and defined? of yield
  def p21
    def dm = __method__; [dm, defined?(yield).inspect]
  end
end
