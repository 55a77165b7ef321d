# Regexps and MatchData as module functions use them to parse versions, log lines and config:
# each call's result or its error.
Puppet::Functions.create_function(:'probe::rx') do
  def rx
    line = 'Mar  1 10:00:01 web01 sshd[123]: Accepted publickey for alice from 10.0.0.5 port 2222'
    probes = {
      'md_parts' => -> { m = /(?<user>\w+) from (?<ip>[\d.]+)/.match(line); [m[:user], m['ip'], m.pre_match.size, m.post_match, m.begin(:ip), m.end(0), m.offset(1)] },
      'md_named' => -> { m = /(?<a>x)(?<b>y)?/.match('x'); [m.named_captures, m.names, m.captures, m.size, m.values_at(0, 2)] },
      'md_to_a' => -> { /(\d+)\.(\d+)(?:\.(\d+))?/.match('v1.22').to_a },
      'last_match' => -> { 'key=val' =~ /(\w+)=(\w+)/; [$~[2], $1, Regexp.last_match(2), $`, $'] },
      'match_pos' => -> { ['abcabc'.match?(/a/, 1), 'abcabc'.index(/c/, 3), 'abcabc'.rindex(/b/), 'abc'.match(/c/, 1)[0]] },
      'scan_groups' => -> { 'a=1, b=22, c=333'.scan(/(\w)=(\d+)/).to_h },
      'scan_block' => -> { out = []; 'x1y2'.scan(/[a-z](\d)/) { out << $1.to_i * 10 }; out },
      'gsub_named_ref' => -> { '2024-02-29'.gsub(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '\k<d>/\k<m>/\k<y>') },
      'gsub_backrefs' => -> { ['aaa'.gsub(/a/, '\0\0'), 'ab'.sub(/(a)(b)/, '\2\1\\\\'), 'x.y'.gsub('.', '\\&\\&')] },
      'sub_bang_nil' => -> { s = +'abc'; [s.sub!(/z/, 'y').inspect, s.gsub!(/b/, 'B'), s] },
      'string_index_rx' => -> { s = 'version: 1.2.3'; [s[/\d+\.\d+/], s[/(\d+)\.(\d+)/, 2], s[/(?<maj>\d+)/, 'maj'], s.slice(/x/)] },
      'split_rx_captures' => -> { ['a1b2c'.split(/(\d)/), 'a  b'.split(/\s/), 'abc'.split(//)] },
      'rx_options' => -> { r = /ab c # comment
             d/xi; ['ABCD' =~ r, r.options, r.casefold?, (/a.b/m).match?("a\nb"), Regexp.new('a.b', Regexp::MULTILINE).match?("a\nb")] },
      'rx_escape' => -> { [Regexp.escape('a.b*c?(d)[e] f'), Regexp.quote('^$'), Regexp.new(Regexp.escape('1.2')).match?('1x2')] },
      'rx_to_s' => -> { [/a(?i)b/.to_s, /x/m.inspect, /\//.source, Regexp.union(['a', 'b|c']).to_s] },
      'rx_unicode' => -> { ['Ünïcödé wörds'.scan(/\p{L}+/), 'naïve café'.gsub(/[^\x00-\x7F]/, '?'), 'ÀÉ' =~ /\A\p{Upper}+\z/, 'ß' =~ /SS/i] },
      'rx_anchors' => -> { ["a\nb" =~ /^b/, "a\nb" =~ /\Ab/, "ab\n" =~ /b$/, "ab\n" =~ /b\z/, "ab\n" =~ /b\Z/] },
      'rx_lookaround' => -> { ['price: $42'[/(?<=\$)\d+/], 'foobar foobaz'.scan(/foo(?!bar)\w+/), 'a1b2'.gsub(/(?<=[a-z])\d/, '#')] },
      'rx_possessive_atomic' => -> { ['aaa' =~ /a++a/, 'aaa' =~ /(?>a+)a/, 'aaab' =~ /a*+b/] },
      'rx_case_insensitive_class' => -> { ['Q' =~ /[a-z]/i, 'k' =~ /[\u212A]/i, 'İ'.downcase] },
      'rx_timeout_attr' => -> { Regexp.respond_to?(:timeout) },
      'rx_bad' => -> { Regexp.new('a(b') },
      'rx_bad_class' => -> { Regexp.new('[z-a]') },
      'case_when_rx' => -> { %w[web01 db2 x].map { |h| case h when /\Aweb\d+\z/ then 'web' when /\Adb/ then 'db' else 'other' end } },
      'grep_rx' => -> { [%w[a1 b2 a3].grep(/a/), %w[a1 b2].grep_v(/a/), %w[x10 x9].grep(/x(\d+)/) { $1.to_i }] },
      'start_end_with_rx' => -> { ['hello'.start_with?(/h.l/), 'hello'.delete_prefix('he'), 'hello'.delete_suffix('lo')] },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError, SyntaxError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end
