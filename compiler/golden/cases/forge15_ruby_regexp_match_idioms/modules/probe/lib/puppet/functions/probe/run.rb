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
    if /(?<major>\d+)\.(?<minor>\d+)/ =~ 'v10.4.1' then [major, minor] end
  end

  def p1
    m = 'key=value; other=x'.match(/(?<k>\w+)=(?<v>\w+)/); [m.named_captures, m.pre_match, m.post_match, m.begin(0), m.offset(2), m.values_at(1, 2), m.captures, m.to_a, m.names]
  end

  def p2
    'a1b22c333'.gsub(/\d+/) { $&.size.to_s }
  end

  def p3
    'a1b22'.gsub(/(?<d>\d)/, '<\k<d>>')
  end

  def p4
    'hello world'.gsub(/o/, 'o' => '0')
  end

  def p5
    'John Smith'.sub(/(\w+) (\w+)/, '\2, \1')
  end

  def p6
    'a.b.c'.gsub('.', '\0\0')
  end

  def p7
    Regexp.union('a.b', /c+/i, 'd|e').source
  end

  def p8
    Regexp.escape('a.b*c?(d)[e]{f}^$ |\\')
  end

  def p9
    "line1\nline2" =~ /line1.line2/m
  end

  def p10
    'ABC' =~ /(?i)abc/
  end

  def p11
    'price: $42.50' =~ /(?<=\$)\d+/ and $~[0]
  end

  def p12
    'foobar' =~ /foo(?!baz)/
  end

  def p13
    'aaa'.match(/a++a/).inspect
  end

  def p14
    'x1F'.scan(/\h/)
  end

  def p15
    'héllo wörld'.scan(/\p{Alpha}+/)
  end

  def p16
    'a1 b2'.scan(/[[:alpha:]][[:digit:]]/)
  end

  def p17
    ["ab\n" =~ /b\Z/, "ab\n" =~ /b\z/, 'ab' =~ /\Ab/]
  end

  def p18
    re = /(\d+)-(\d+)/; [re.source, re.options, re.to_s, re.inspect, re.names, re.match?('1-2'), $~.nil?]
  end

  def p19
    Regexp.new('a+b', Regexp::IGNORECASE | Regexp::EXTENDED).inspect
  end

  def p20
    Regexp.new('a.c', 'i').match?('ABC') rescue $!.class
  end

  def p21
    '2024-03-10'.match(/(\d+)-(\d+)-(\d+)/).then { |md| md[1..3].map(&:to_i) }
  end

  def p22
    'k1=v1,k2=v2'.scan(/(\w+)=(\w+)/).to_h
  end

  def p23
    'CamelCaseHTTPServer'.gsub(/([A-Z]+)([A-Z][a-z])/, '\1_\2').gsub(/([a-z\d])([A-Z])/, '\1_\2').downcase
  end

  def p24
    'tab	sep  spaces'.split(/\s+/)
  end

  def p25
    'a,b;c'.split(/([,;])/)
  end

  def p26
    'abc'.each_char.grep(/[ac]/)
  end

  def p27
    %w[web01 db01 web02].grep(/^web/) { |h| h.upcase }
  end

  def p28
    %w[web01 db01].grep_v(/^web/)
  end

  def p29
    case 'nginx-1.20' when /^nginx-(\d+)/ then $1 end
  end

  def p30
    'path/to/x.conf'[/[^\/]+$/]
  end

  def p31
    'path/to/x.conf'[/(\w+)\.(\w+)$/, 2]
  end

  def p32
    'aaa'.sub!(/b/, 'c').inspect
  end

  def p33
    'x' * 3 =~ /x{2,}/
  end

  def p34
    "a\tb" =~ /\s/
  end

  def p35
    'ünïcode' =~ /\w+/ and $~[0]
  end

  def p36
    'über' =~ /\bber/
  end

  def p37
    '2001:db8::1'.match?(/\A[0-9a-f:]+\z/i)
  end

  def p38
    '10.0.0.1' =~ /\A(?:\d{1,3}\.){3}\d{1,3}\z/
  end

  def p39
    'a-b_c d'.tr('-_', '  ').split.map(&:capitalize).join(' ')
  end

  def p40
    'The Cat'.swapcase.gsub(/(?<first>\w)(?<rest>\w*)/) { "#{$~[:first].upcase}#{$~[:rest]}" }
  end

  def p41
    $~ = nil; 'abc' =~ /b/; [$`, $', $~.pre_match]
  end

  def p42
    'foo.bar'.split('.', 2).last
  end

  def p43
    'ab12cd'.tr('^0-9', '')
  end

  def p44
    'ab12cd'.delete('^0-9')
  end

  def p45
    'x' =~ /y/ ? 1 : ($~.inspect)
  end

  def p46
    'αβγ'.match(/β/).begin(0)
  end

  def p47
    'αβγ'.byteindex('γ') rescue $!.class
  end

  def p48
    'αβγ'.index('γ')
  end

  def p49
    re = Regexp.new("(\\d{3})  # area\n  -?(\\d{4}) # number\n", Regexp::EXTENDED); '555-1234'.match(re).captures
  end
end
