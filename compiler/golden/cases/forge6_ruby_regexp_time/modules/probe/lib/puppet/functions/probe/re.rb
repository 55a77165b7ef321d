# frozen_string_literal: true

require 'time'
require 'date'

Puppet::Functions.create_function(:'probe::re') do
  dispatch :run do
  end

  def run
    tests = [
      -> { m = 'key=value; other=thing'.match(/(?<k>\w+)=(?<v>\w+)/); [m[:k], m['v'], m.pre_match, m.post_match, m.names, m.captures, m.named_captures, m.begin(0), m.offset(2), m.to_a, m.values_at(1, 2), m.size] },
      -> { if 'abc123def' =~ /(\d+)/ then [$~[0], $1, $`, $', Regexp.last_match(1)] end },
      -> { ['2024-01-15' =~ /\A\d{4}-\d{2}-\d{2}\z/, 'x' !~ /y/, /(?i)abc/.match?('ABC'), 'Héllo Wörld'.scan(/\p{L}+/), 'a1b2'.gsub(/(?<=\d)/, '|'), 'foo.bar'.split(/(?<!o)\./)] },
      -> { ["line1\nline2" =~ /^line2$/, "line1\nline2" =~ /\Aline2/, "a\nb".match?(/a.b/), "a\nb".match?(/a.b/m), 'AbC'.match?(/abc/i), /a b # comment\n c/x.match?('abc')] },
      -> { r = Regexp.union('a.b', /c+/, 'd|e'); [r.source, r.match?('a.b'), r.match?('axb'), Regexp.escape('a.b*c?[d]'), Regexp.new('x+', Regexp::IGNORECASE).inspect, /x/im.options, /(a)(b)?/.match('a').to_a] },
      -> { ['aaa'.gsub(/a/) { $&.upcase + $~.begin(0).to_s }, 'hello world'.gsub(/o/, 'o' => '0'), 'abc'.gsub(/(b)/, '<\1>'), 'abc'.gsub(/(?<x>b)/, '[\k<x>]'), 'abc'.sub(/z/, 'q'), 'a-b-c'.tr('-', '_'), 'ab'.gsub('', '.')] },
      -> { 'k1: v1, k2: v2'.scan(/(\w+): (\w+)/).to_h },
      -> { [/(\d+)-(\d+)/.match('10-20').captures.map(&:to_i).sum, '10.0.0.1'.match(/\A(\d+)\.(\d+)\.(\d+)\.(\d+)\z/)&.captures, 'nomatch'.match(/x/)&.captures] },
      -> { t = Time.utc(2024, 2, 29, 13, 5, 9); [t.to_s, t.iso8601, t.strftime('%Y-%m-%d %H:%M:%S %z %Z %a %b %j %U %e %-d %l %p %s'), (t + 86_400).day, t.wday, t.yday, t.to_i, (t - Time.utc(2024, 1, 1)).to_i] },
      -> { t = Time.at(1_700_000_000).utc; [t.year, t.month, t.hour, t.strftime('%FT%T'), Time.at(0).utc.iso8601(3)] },
      -> { [Time.parse('2024-03-10 12:00:00 UTC').utc.to_s, Time.iso8601('2024-03-10T12:00:00Z').to_i, Time.gm(2000, 'jan', 1).to_i] },
      -> { [255 & 0x0f, 1 << 10, 0b1010 ^ 0b0110, ~5, -8 >> 1, 2**64, (2**64).class, 10.gcd(4), 10.lcm(4), 3.14.truncate, -3.7.to_i, Integer.sqrt(17), 7.bit_length] },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
