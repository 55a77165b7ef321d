Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    case { name: 'web', tls: { cert: '/c' } }
    in { name: String => n, tls: { cert: c } } then [n, c]
    end
  end

  def p1
    case { name: 'web', port: 80 }
    in { name: String => n, port: Integer => p } if p < 1024 then "#{n}:#{p} privileged"
    else 'other'
    end
  end

  def p2
    case [1, [2, 3]]
    in [Integer => a, [b, *rest]] then [a, b, rest]
    end
  end

  def p3
    case [1, 'x', :y, 2.0, nil]
    in [*, Symbol => s, *post] then [s, post]
    end
  end

  def p4
    v = 5
    case 5
    in ^v then :pinned
    end
  end

  def p5
    case 'abc'
    in /b/ | /z/ then :alt
    end
  end

  def p6
    case { status: 'ok', data: { items: [1, 2] } }
    in { status: 'ok', data: { items: [_, *] => items } } then items.size
    end
  end

  def p7
    r = ({ a: 1, b: 2 } in { a: Integer }); [r, (1 in String)]
  end

  def p8
    { a: 1, b: { c: [3, 4] } } => { b: { c: [first, *] } }; first
  end

  def p9
    begin; case 7
    in String then 1
    end
    rescue NoMatchingPatternError => e; [e.class, e.message]; end
  end

  def p10
    begin; { a: 1 } => { b: }; rescue => e; [e.class, e.message]; end
  end

  def p11
    case Struct.new(:x, :y).new(1, 2)
    in [x, y] then x + y
    end
  end

  def p12
    case Struct.new(:x, :y, keyword_init: true).new(x: 1, y: 2)
    in { x:, y: } then x * 10 + y
    end
  end

  def p13
    k = Class.new { def deconstruct_keys(keys) = { role: 'db', keys: keys }; def deconstruct = [:a, :b] }
    case k.new
    in { role: 'db' => role } then role
    end
  end

  def p14
    k = Class.new { def deconstruct = [1, 2, 3] }
    case k.new
    in [_, x, _] then x
    end
  end

  def p15
    case 3.7
    in Float | Integer => num if num > 3 then :big
    end
  end

  def p16
    case []
    in [] then :empty
    end
  end

  def p17
    case({})
    in {} then :empty_hash
    end
  end

  def p18
    case { x: nil }
    in { x: nil } then :nil_val
    end
  end

  def p19
    case { a: 1, extra: 2 }
    in { a: 1, **rest } then rest
    end
  end

  def p20
    case { a: 1 }
    in { a: 1, **nil } then :exact
    end
  end

  def p21
    case [1, [2, [3, [4]]]]
    in [_, [_, [_, [deep]]]] then deep
    end
  end

  def p22
    x = 1; y = 2; h = { x:, y: }; h
  end

  def p23
    case 5
    in 1..3 then :low
    in 4.. then :high
    end
  end

  def p24
    case '10.0.0.5'
    in /\A10\./ then :private
    end
  end

  def p25
    case [1, 'a']
    in [Integer, String] | [String, Integer] then :mixed
    end
  end

  def p26
    case { os: { family: 'Ubuntu', release: { major: '22' } } }
    in { os: { family: 'Debian' | 'Ubuntu' => fam, release: { major: } } } then "#{fam}-#{major}"
    end
  end

  def p27
    42 => answer; answer
  end

  def p28
    [1, 2, 3].map { _1 + 1 }
  end

  def p29
    [[1, 2], [3, 4]].map { _1 + _2 }
  end
end
