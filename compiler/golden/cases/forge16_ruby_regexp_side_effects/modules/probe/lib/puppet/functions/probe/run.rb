Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # named captures create locals
  def p0
    if /(?<year>\d{4})-(?<mon>\d\d)/ =~ 'date 2024-03 x' then [year, mon, $~[:year], $1, $`, $'] else :nomatch end
  end

  # named capture locals not from dynamic regexp
  def p1
    re = /(?<zz>\d+)/; re =~ 'a1'; [defined?(zz).inspect, $~ && $~[:zz]]
  end

  # match? does not set last match
  def p2
    'abc' =~ /(b)/; 'xyz'.match?(/(y)/); [$1, $~[0]]
  end

  # failed match resets globals
  def p3
    'abc' =~ /(b)/; 'abc' =~ /(q)/; [$~, $1]
  end

  # gsub block sees match vars
  def p4
    'a1b22'.gsub(/(?<d>\d+)/) { "<#{$1}|#{$~[:d].size}|#{Regexp.last_match(1)}>" }
  end

  # case when regexp sets match
  def p5
    r = case 'web-042' when /\Adb-(\d+)/ then "db #{$1}" when /\Aweb-(\d+)/ then "web #{$1.to_i}" end; [r, $~ && $~.pre_match]
  end

  # scan with groups and block globals
  def p6
    acc = []; 'k1=v1, k2=v2'.scan(/(\w+)=(\w+)/) { |k, v| acc << [k, v, $~.begin(0)] }; [acc, $~ && $~[0]]
  end

  # String#[] with regexp and name
  def p7
    s = 'user@example.com'; [s[/@(.+)\z/, 1], s[/(?<u>[^@]+)@/, 'u'], s[/nomatch/], s[/e/], s.slice(/\.(\w+)\z/, 1)]
  end

  # match with position and MatchData API
  def p8
    m = 'aXbXc'.match(/X/, 2); [m.begin(0), m.pre_match, m.post_match, m.offset(0), m.to_a, m.values_at(0), m.captures, m.named_captures, m.names, m.size, m.string, m.regexp.source]
  end

  # sub with backrefs in replacement
  def p9
    ['john smith'.sub(/(\w+) (\w+)/, '\2, \1'), 'a.b'.sub(/\./, '\\\\'), 'x'.sub(/x/, '\\&\\&'), 'ab'.gsub(/(a)|(b)/) { $1 ? 'A' : 'B' }, 'aaa'.sub(/a/) { |m| m.upcase + $~.post_match }, 'path/x'.sub(%r{^(.*)/}, '\1:')]
  end

  # globals in nested method calls are frame local
  def p10
    def inner_match = ('zz' =~ /(z)/; $1); 'ab' =~ /(a)/; [inner_match, $1]
  end

  # last_match with named and negative
  def p11
    'k=v' =~ /(?<k>\w)=(?<v>\w)/; [Regexp.last_match(:v), Regexp.last_match[-1], Regexp.last_match.end(:k), $~.values_at(:k, :v)]
  end

  # split with regexp captures and limit
  def p12
    ['a1b2c3'.split(/(\d)/, 3), 'a, b,c'.split(/,\s*/), '2024-01-02T03:04'.split(/[-T:]/).map(&:to_i), 'CamelCaseString'.split(/(?=[A-Z])/), 'a--b'.split('-')]
  end

  # gsub with hash and special chars
  def p13
    ['a&b<c'.gsub(/[&<]/, '&' => '&amp;', '<' => '&lt;'), "it's".gsub("'", "\\\\'"), 'tab\there'.gsub('\t', "\t"), 'x+y'.gsub('+', ' plus '), 'a.b.c'.tr('.', '_')]
  end

  # regexp union and escape in dynamic patterns
  def p14
    words = ['a.b', 'c+d', 'e|f']; r = Regexp.union(words); ['xa.bx' =~ r, 'c+d'.match?(r), 'ab' =~ r, r.source, Regexp.new("^(#{words.map { |w| Regexp.escape(w) }.join('|')})$").match?('e|f')]
  end

  # tilde operators and nil
  def p15
    [('abc' !~ /z/), (/b/ =~ 'abc'), ('abc' =~ /c/), (nil =~ /x/), (/(?i)ABC/ =~ 'xabc'), ('Straße' =~ /ss/i)]
  end
end
