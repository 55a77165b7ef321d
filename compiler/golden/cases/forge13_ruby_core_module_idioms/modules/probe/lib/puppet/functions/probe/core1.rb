# Written for this case: Ruby core calls seen in module functions and templates, each rescued.
require 'set'
require 'ipaddr'
require 'shellwords'
require 'digest'
require 'base64'
require 'json'
require 'yaml'
require 'time'
require 'uri'
require 'erb'
Puppet::Functions.create_function(:'probe::core1') do
  dispatch :run do
  end

  def run
    calls = {
      's_squeeze' => -> { 'a  b   c'.squeeze(' ') },
      's_tr_range' => -> { 'hello-world'.tr('a-y', 'b-z') },
      's_delete' => -> { 'hello'.delete('l') },
      's_count' => -> { 'hello world'.count('lo') },
      's_center' => -> { 'ab'.center(7, '*') },
      's_scan_groups' => -> { 'a=1,b=2'.scan(/(\w)=(\d)/) },
      's_partition' => -> { 'key=val=x'.partition('=') },
      's_rpartition' => -> { 'a.b.c'.rpartition('.') },
      's_each_char' => -> { 'abc'.each_char.to_a },
      's_chars_slice' => -> { 'abcdefg'.chars.each_slice(3).map(&:join) },
      's_unpack1' => -> { 'AAEC'.unpack1('m') rescue 'x' },
      's_succ' => -> { ['az', 'zz', 'a9', 'Zz'].map(&:succ) },
      's_casecmp' => -> { ['abc'.casecmp?('ABC'), 'a'.casecmp('B')] },
      's_format_pct' => -> { format('%05.1f|%-6s|%+d|%x|%o|%e|%08b', 3.14159, 'ab', 5, 255, 8, 12345.678, 5) },
      's_hash_format' => -> { format('%<a>s-%<b>05d', a: 'x', b: 42) },
      's_encode_xml' => -> { 'a<b>&"c"'.encode(xml: :text) },
      's_encode_attr' => -> { 'a<b>&"c"'.encode(xml: :attr) },
      's_unicode_up' => -> { 'straße ǆ'.upcase },
      's_swapcase' => -> { 'Hello World'.swapcase },
      's_ord_chr' => -> { ['A'.ord, 97.chr, 8364.chr(Encoding::UTF_8)] },
      's_bytes_sum' => -> { 'abc'.bytes.sum },
      's_crypt_sha512' => -> { 'secret'.crypt('$6$saltsalt$') },
      's_each_line_chomp' => -> { "a\nb\r\nc".each_line(chomp: true).to_a },
      's_lines' => -> { "a\n\nb\n".lines },
      's_split_limit' => -> { ['a,b,c,d'.split(',', 2), 'a,b,,'.split(','), 'a,b,,'.split(',', -1), ' a  b '.split] },
      's_start_with_re' => -> { 'foobar'.start_with?(/fo+/) },
      's_delete_prefix' => -> { ['foobar'.delete_prefix('foo'), 'foobar'.delete_suffix('bar')] },
      's_match_named' => -> { m = 'v1.2.3'.match(/v(?<maj>\d+)\.(?<min>\d+)/); [m[:maj], m['min'], m.names, m.pre_match, m.post_match] },
      's_gsub_hash' => -> { 'cat hat'.gsub(/[ch]at/, 'cat' => 'dog', 'hat' => 'cap') },
      's_gsub_block_dollar' => -> { 'a1b22'.gsub(/\d+/) { |m| "<#{m}:#{$~.begin(0)}>" } },
      's_sub_backref' => -> { 'john smith'.sub(/(\w+) (\w+)/, '\2, \1') },
      's_sub_named_backref' => -> { 'john smith'.sub(/(?<f>\w+) (?<l>\w+)/, '\k<l> \k<f>') },
      'a_product' => -> { [1, 2].product(['a', 'b']) },
      'a_combination' => -> { [1, 2, 3].combination(2).to_a },
      'a_permutation' => -> { [1, 2, 3].permutation(2).first(3) },
      'a_transpose' => -> { [[1, 2], [3, 4], [5, 6]].transpose },
      'a_each_cons' => -> { [1, 2, 3, 4].each_cons(2).to_a },
      'a_chunk_while' => -> { [1, 2, 4, 5, 7].chunk_while { |a, b| b == a + 1 }.to_a },
      'a_slice_when' => -> { [1, 2, 4, 9, 10].slice_when { |a, b| b > a + 1 }.to_a },
      'a_group_by' => -> { %w[apple avocado banana].group_by { |w| w[0] } },
      'a_partition' => -> { (1..6).partition(&:even?) },
      'a_minmax' => -> { [[3, 1, 2].minmax, %w[bb a ccc].max_by(&:size), %w[bb a ccc].min_by(2, &:size)] },
      'a_sum_float' => -> { [0.1, 0.2, 0.3].sum },
      'a_tally' => -> { %w[a b a c a].tally },
      'a_zip' => -> { [1, 2, 3].zip([4, 5], [6]) },
      'a_flatten_depth' => -> { [1, [2, [3, [4]]]].flatten(1) },
      'a_rotate' => -> { [1, 2, 3].rotate(-1) },
      'a_bsearch' => -> { [1, 3, 5, 7].bsearch { |x| x >= 4 } },
      'a_pack' => -> { [[1, 2].pack('n*').bytes, [65, 66].pack('U*'), ['abc'].pack('m0'), [1].pack('N').unpack('C*')] },
      'a_sort_mixed' => -> { begin; [1, 'a'].sort; rescue ArgumentError => e; e.message; end },
      'a_dig' => -> { { 'a' => [{ 'b' => 1 }] }.dig('a', 0, 'b') },
      'a_cycle' => -> { [1, 2].cycle.first(5) },
      'a_each_with_object' => -> { %w[a b].each_with_object({}) { |s, h| h[s] = s.upcase } },
      'a_inject_sym' => -> { [[1, 2, 3].inject(:+), [2, 3].reduce(1) { |a, b| a * b }] },
      'a_filter_map' => -> { [1, 2, 3, 4].filter_map { |x| x * 2 if x.odd? } },
      'a_sum_strings' => -> { %w[a b].sum('') },
      'a_uniq_block' => -> { %w[a A b].uniq(&:downcase) },
      'a_to_h_block' => -> { [1, 2].to_h { |x| [x, x * x] } },
      'h_transform' => -> { { a: 1 }.transform_keys(&:to_s).transform_values { |v| v + 1 } },
      'h_to_a_sort' => -> { { 'b' => 1, 'a' => 2 }.sort.to_h },
      'h_sort_by_value' => -> { { 'b' => 1, 'a' => 2 }.sort_by { |_k, v| -v } },
      'h_min_by' => -> { { 'b' => 1, 'a' => 2 }.min_by { |_k, v| v } },
      'h_select_reject' => -> { [{ a: 1, b: 2 }.select { |_k, v| v > 1 }, { a: 1, b: 2 }.reject { |k, _v| k == :a }] },
      'h_merge_block' => -> { { a: 1, b: 2 }.merge({ b: 3, c: 4 }) { |_k, o, n| o + n } },
      'h_default_proc' => -> { h = Hash.new { |hh, k| hh[k] = [] }; h[:x] << 1; h[:y]; h },
      'h_default' => -> { h = Hash.new(0); 'abca'.each_char { |c| h[c] += 1 }; h },
      'h_invert_key' => -> { [{ a: 1 }.invert, { a: 1, b: 1 }.key(1)] },
      'h_group_count' => -> { { a: 1, b: 2, c: 1 }.group_by { |_k, v| v }.transform_values(&:count) },
      'h_any_all' => -> { [{ a: 1 }.any? { |_k, v| v > 0 }, {}.all?, { a: nil }.compact] },
      'h_filter_map' => -> { { a: 1, b: 2 }.filter_map { |k, v| k if v > 1 } },
      'h_each_with_index' => -> { r = []; { a: 1 }.each_with_index { |(k, v), i| r << [k, v, i] }; r },
      'h_dig_default' => -> { { 'a' => nil }.fetch('a', 5).inspect },
      'h_inspect' => -> { { 'a' => :b, 1 => [nil, true, 1.0, 1e20, 1.5e-7] }.inspect },
      'i_digits' => -> { [1234.digits, 10.pow(3, 7), 255.to_s(2), '0x1f'.hex, '777'.oct, Integer('0b101', exception: false)] },
      'i_round' => -> { [15.round(-1), 25.round(-1), 2.5.round, 3.5.round, (-2.5).round, 2.675.round(2), 10.fdiv(4), 7.divmod(-2), -7 % 3] },
      'f_to_s' => -> { [1e15.to_s, 1e16.to_s, 100.0.to_s, 1.23456789012345e-5.to_s, (0.1 + 0.2).to_s, 2.0**62, 1.0 / 3] },
      'f_format' => -> { ['%.2f' % 2.675, '%.0f' % 0.5, '%.0f' % 1.5, '%g' % 1234567.0, '%g' % 0.00001234] },
      'r_step' => -> { [(1..10).step(3).to_a, 1.step(10, 4).to_a, ('a'..'e').each_slice(2).to_a] },
      'r_include' => -> { [(1..5).include?(3.5), ('a'..'z').cover?('mm'), (1...5).size, (1..).first(2)] },
      'set_ops' => -> { s = Set.new([3, 1, 2]); [(s | Set[4]).to_a, (s & Set[1, 9]).to_a, s.subset?(Set[1, 2, 3, 4]), s.include?(2), s.to_a.sort] },
      'struct' => -> { pt = Struct.new(:x, :y) { def dist; Math.sqrt(x * x + y * y); end }; p = pt.new(3, 4); [p.dist, p.to_a, p.x, p == pt.new(3, 4)] },
      'struct_kw' => -> { kw = Struct.new(:a, :b, keyword_init: true); kw.new(a: 1, b: 2).to_h },
      'comparable' => -> { c = Class.new { include Comparable; attr_reader :v; def initialize(v); @v = v; end; def <=>(o); v <=> o.v; end }; [c.new(1) < c.new(2), [c.new(3), c.new(1)].max.v, c.new(2).clamp(c.new(3), c.new(5)).v, c.new(2).between?(c.new(1), c.new(3))] },
      'ipaddr' => -> { n = IPAddr.new('192.168.1.0/24'); [n.include?(IPAddr.new('192.168.1.77')), n.to_range.first.to_s, n.to_range.last.to_s, IPAddr.new('10.0.0.1').to_i, IPAddr.new('fe80::1').ipv6?, IPAddr.new('192.168.1.5').mask(16).to_s, n.prefix] },
      'shellwords' => -> { [Shellwords.escape("it's a file"), Shellwords.split('a "b c" d\ e'), ['x y', 'z'].shelljoin] },
      'digest' => -> { [Digest::SHA256.hexdigest('x')[0, 16], Digest::MD5.base64digest('x'), Digest::SHA1.hexdigest(''), Digest::SHA512.hexdigest('a')[0, 8]] },
      'base64' => -> { [Base64.strict_encode64('hi?>'), Base64.urlsafe_encode64('hi?>'), Base64.decode64('aGk='), Base64.encode64('x' * 50)] },
      'json_pretty' => -> { JSON.pretty_generate({ 'a' => [1, { 'b' => nil }], 'c' => {}, 'd' => [] }) },
      'json_generate' => -> { [{ 'a' => 1.0, 'b' => 'é', 'c' => "\u0001" }.to_json, JSON.generate([1, 'x'])] },
      'json_parse_sym' => -> { JSON.parse('{"a":{"b":1}}', symbolize_names: true) },
      'yaml_dump' => -> { { 'a' => 'yes', 'b' => '1.0', 'c' => '', 'd' => "multi\nline\n", 'e' => [], 'f' => nil, 'g' => ':sym', 'h' => 'x: y', 'i' => '@at', 'j' => "tab\there", 'k' => 'null', 'l' => '~', 'm' => 012, 'n' => '0755' }.to_yaml },
      'yaml_dump_sym' => -> { { a: 1, 'b' => [:c] }.to_yaml },
      'time_utc' => -> { t = Time.at(1_600_000_000).utc; [t.to_s, t.strftime('%Y-%m-%dT%H:%M:%S%z %j %a %b %-d %e %I%p %U'), t.iso8601, t.to_i, t.year, t.wday, t.yday] },
      'time_parse' => -> { [Time.parse('2020-05-06 07:08:09 UTC').to_i, Time.iso8601('2020-05-06T07:08:09Z').to_i, Time.utc(2020, 2, 29).strftime('%F')] },
      'uri' => -> { u = URI.parse('https://user:pw@example.com:8443/a/b?x=1&y=2#frag'); [u.scheme, u.host, u.port, u.path, u.query, u.userinfo, u.fragment, u.to_s, URI.join('http://h/a/b', 'c').to_s, URI.encode_www_form('a' => 'b c', 'd' => 'é')] },
      'object_ids' => -> { [nil.to_a, nil.to_s, nil.inspect, 1.frozen?, 'lit'.frozen?, [].frozen?] },
      'method_object' => -> { m = 'abc'.method(:upcase); [m.call, m.arity, [1, 2].map(&10.method(:+))] },
      'send_public_send' => -> { ['abc'.send(:upcase), 'abc'.public_send(:length), 'abc'.respond_to?(:upcase), 5.respond_to?(:upcase)] },
      'catch_throw' => -> { catch(:done) { 10.times { |i| throw :done, i if i == 3 }; :never } },
      'loop_stop' => -> { e = [1, 2].each; r = []; loop { r << e.next }; r },
      'freeze_dup' => -> { s = 'x'.freeze; d = s.dup; d << 'y'; [s, d, s.frozen?, d.frozen?] },
      'begin_ensure' => -> { r = []; begin; r << 1; raise 'x'; rescue => e; r << e.message; else; r << 'else'; ensure; r << 'ens'; end; r },
      'retry' => -> { n = 0; begin; n += 1; raise 'x' if n < 3; n; rescue; retry; end },
      'obj_inspect' => -> { o = Class.new { def initialize; @a = 1; end }.new; o.inspect.gsub(/0x\h+/, 'ADDR') },
      'sprintf_star' => -> { format('%*d|%-*s|', 5, 42, 4, 'a') },
    }
    calls.map do |name, fn|
      v = begin
            fn.call
          rescue StandardError, LoadError, NotImplementedError => e
            "#{e.class}: #{e.message}"
          end
      [name, v.inspect]
    end.to_h
  end
end
