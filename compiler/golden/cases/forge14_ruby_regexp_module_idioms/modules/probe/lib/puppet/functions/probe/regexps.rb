# frozen_string_literal: true

# Written for this case: Onigmo regexp features module functions use to parse versions, URLs, config lines and
# paths, each result or its exception class and message.
Puppet::Functions.create_function(:'probe::regexps') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    [
      attempt('named locals') { if /(?<major>\d+)\.(?<minor>\d+)/ =~ 'v10.4.2'; [major, minor]; end },
      attempt('last_match') { 'key = value # c' =~ /\A(?<k>\w+)\s*=\s*(?<v>[^#]*?)\s*(?:#.*)?\z/; [Regexp.last_match(:k), $~[:v], $~.pre_match, $~.names, $~.captures] },
      attempt('scan groups') { 'a=1, b=22, c=333'.scan(/(\w)=(\d+)/) },
      attempt('gsub hash') { 'cat hat'.gsub(/[ch]/, 'c' => 'b', 'h' => 'm') },
      attempt('gsub named ref') { '2024-01-31'.gsub(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '\k<d>/\k<m>/\k<y>') },
      attempt('sub block') { 'x10 y20'.gsub(/(\w)(\d+)/) { "#{$1.upcase}#{$2.to_i * 2}" } },
      attempt('posix classes') { ['ab1_', 'é!'].map { |s| [s =~ /\A[[:alpha:]]+/, s[/[[:punct:]]/], s.scan(/[[:word:]]/).size] } },
      attempt('unicode props') { ['naïve Ωmega 123'.scan(/\p{L}+/), 'ÉCOLE'.downcase, 'straße'.upcase, 'Ǆ'.capitalize] },
      attempt('hex h') { 'deadBEEF zz'.scan(/\h+/) },
      attempt('lookaround') { [['price: $42', 'USD42'].map { |s| s[/(?<=\$)\d+/] }, 'foobar foobaz'.scan(/foo(?!bar)\w+/)] },
      attempt('atomic possessive') { ['aaa' =~ /a++a/, 'aaab' =~ /(?>a+)b/] },
      attempt('conditional') { ['<a>', '<a', 'a>'].map { |s| !!(s =~ /\A(<)?a(?(1)>)\z/) } },
      attempt('multiline m') { ["a\nb" =~ /a.b/, "a\nb" =~ /a.b/m, "x\ny" =~ /^y$/, "x\ny" =~ /\Ay/] },
      attempt('extended x') { 'ab12'.match(/ (?<l>[a-z]+)  # letters
                                              (?<d>\d+)   # digits
                                            /x)&.named_captures },
      attempt('ignorecase unicode') { ['ÉTÉ' =~ /été/i, 'STRASSE' =~ /straße/i] },
      attempt('char offsets') { s = 'héllo wörld'; [s =~ /l/, s.index('w'), $~ && $~.begin(0), s[/w.r/]] },
      attempt('escape union') { [Regexp.escape('a.b*c?(d)'), Regexp.union('a.b', /c+/i).source, Regexp.union(%w[x y]).match?('y')] },
      attempt('split regex') { ['a, b;c  d'.split(/[,;]\s*|\s+/), 'k1=v1&k2=v2'.split(/(&)/), 'a1b2c3'.split(/\d/, 2), 'abc'.split('')] },
      attempt('anchors') { ["line\n" =~ /line\Z/, "line\n" =~ /line\z/, 'x' =~ /\Gx/] },
      attempt('slice') { s = +'version: 1.2.3-beta'; [s.slice!(/\d+\.\d+\.\d+/), s, s[/(\w+):/, 1], s.sub(/-(?<pre>\w+)/, '+\k<pre>')] },
      attempt('match? no globals') { 'abc'.match?(/b/); $~.nil? },
      attempt('case when regex') { ['web01', 'db02', 'x'].map { |h| case h when /\Aweb(\d+)/ then "web #{$1}" when /\Adb/ then 'db' else 'other' end } },
      attempt('to_s inspect') { r = /a+(?<n>b)/mi; [r.to_s, r.inspect, r.source, r.options, r.names] },
      attempt('bad regexp') { Regexp.new('(unclosed') },
      attempt('interpolated') { v = '1.2'; 'x1.2y 1x2'.scan(/#{Regexp.escape(v)}/).size },
    ]
  end
end
